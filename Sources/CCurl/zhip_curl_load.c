// The loader of zhip_curl.h: dlopen and dlsym only. Swift calls it once per process (a static
// let), so it keeps no state of its own.
#include "zhip_curl.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

/// Looks up `name` in `library`; on failure writes the loader's reason and returns NULL.
static void *zhip_curl_symbol(void *library, const char *name, char *reason, size_t reason_size) {
    void *symbol = dlsym(library, name);
    if (symbol == NULL) {
        const char *error = dlerror();
        snprintf(reason, reason_size, "%s", error != NULL ? error : name);
    }
    return symbol;
}

const zhip_curl *zhip_curl_load(const char *soname, char *reason, size_t reason_size) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *error = dlerror();
        snprintf(reason, reason_size, "%s", error != NULL ? error : soname);
        return NULL;
    }
    void *symbols[9];
    static const char *const names[9] = {
        "curl_global_init", "curl_easy_init", "curl_easy_cleanup", "curl_easy_reset", "curl_easy_perform",
        "curl_slist_append", "curl_slist_free_all", "curl_easy_setopt", "curl_easy_getinfo",
    };
    for (size_t index = 0; index < 9; index++) {
        symbols[index] = zhip_curl_symbol(library, names[index], reason, reason_size);
        if (symbols[index] == NULL) {
            dlclose(library);
            return NULL;
        }
    }
    zhip_curl *curl = malloc(sizeof *curl);
    if (curl == NULL) {
        snprintf(reason, reason_size, "out of memory");
        dlclose(library);
        return NULL;
    }
    curl->global_init = (CURLcode (*)(long))symbols[0];
    curl->easy_init = (CURL *(*)(void))symbols[1];
    curl->easy_cleanup = (void (*)(CURL *))symbols[2];
    curl->easy_reset = (void (*)(CURL *))symbols[3];
    curl->easy_perform = (CURLcode (*)(CURL *))symbols[4];
    curl->slist_append = (struct curl_slist *(*)(struct curl_slist *, const char *))symbols[5];
    curl->slist_free_all = (void (*)(struct curl_slist *))symbols[6];
    curl->easy_setopt = (CURLcode (*)(CURL *, CURLoption, ...))symbols[7];
    curl->easy_getinfo = (CURLcode (*)(CURL *, CURLINFO, ...))symbols[8];
    return curl;
}
