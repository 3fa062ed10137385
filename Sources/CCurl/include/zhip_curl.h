// libcurl (Debian's libcurl4; the header from libcurl4-openssl-dev), loaded when the first request
// needs it rather than linked: only commands that talk to a node use it, and linking it would make
// every start of zhip-cli load libcurl's thirty-odd libraries (GnuTLS, Kerberos, LDAP, ...) and
// resolve their symbols, a few milliseconds and MiB before `main`. The curl types and constants
// come from <curl/curl.h>; the functions from the table zhip_curl_load fills.
//
// curl_easy_setopt and curl_easy_getinfo are C variadic, which Swift cannot call: the typed
// wrappers below pass one argument of one type each, and do nothing else.
#ifndef ZHIP_CURL_H
#define ZHIP_CURL_H

#include <curl/curl.h>
#include <stddef.h>

/// The libcurl functions Zhip calls, looked up in the loaded library.
typedef struct zhip_curl {
    CURLcode (*_Nonnull global_init)(long flags);
    CURL *_Nullable (*_Nonnull easy_init)(void);
    void (*_Nonnull easy_cleanup)(CURL *_Nonnull handle);
    void (*_Nonnull easy_reset)(CURL *_Nonnull handle);
    CURLcode (*_Nonnull easy_perform)(CURL *_Nonnull handle);
    struct curl_slist *_Nullable (*_Nonnull slist_append)(
        struct curl_slist *_Nullable list, const char *_Nonnull string);
    void (*_Nonnull slist_free_all)(struct curl_slist *_Nullable list);
    CURLcode (*_Nonnull easy_setopt)(CURL *_Nonnull handle, CURLoption option, ...);
    CURLcode (*_Nonnull easy_getinfo)(CURL *_Nonnull handle, CURLINFO info, ...);
} zhip_curl;

/// Loads the shared library `soname` and looks up every function of `zhip_curl` in it. Returns the
/// table (allocated once, never freed: the library stays loaded), or NULL with the loader's reason
/// in `reason` (at most `reason_size` bytes, NUL-terminated).
const zhip_curl *_Nullable zhip_curl_load(
    const char *_Nonnull soname, char *_Nonnull reason, size_t reason_size);

static inline CURLcode zhip_curl_setopt_long(
    const zhip_curl *_Nonnull curl, CURL *_Nonnull handle, CURLoption option, long value) {
    return curl->easy_setopt(handle, option, value);
}

static inline CURLcode zhip_curl_setopt_pointer(
    const zhip_curl *_Nonnull curl, CURL *_Nonnull handle, CURLoption option, const void *_Nullable value) {
    return curl->easy_setopt(handle, option, value);
}

static inline CURLcode zhip_curl_setopt_off_t(
    const zhip_curl *_Nonnull curl, CURL *_Nonnull handle, CURLoption option, curl_off_t value) {
    return curl->easy_setopt(handle, option, value);
}

static inline CURLcode zhip_curl_setopt_write_callback(
    const zhip_curl *_Nonnull curl, CURL *_Nonnull handle, curl_write_callback _Nonnull callback) {
    return curl->easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}

static inline CURLcode zhip_curl_setopt_xferinfo_callback(
    const zhip_curl *_Nonnull curl, CURL *_Nonnull handle, curl_xferinfo_callback _Nonnull callback) {
    return curl->easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline CURLcode zhip_curl_getinfo_long(
    const zhip_curl *_Nonnull curl, CURL *_Nonnull handle, CURLINFO info, long *_Nonnull value) {
    return curl->easy_getinfo(handle, info, value);
}

static inline CURLcode zhip_curl_getinfo_off_t(
    const zhip_curl *_Nonnull curl, CURL *_Nonnull handle, CURLINFO info, curl_off_t *_Nonnull value) {
    return curl->easy_getinfo(handle, info, value);
}

#endif
