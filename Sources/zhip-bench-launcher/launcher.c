// zhip-bench-launcher COMMAND [ARGUMENT...]: starts COMMAND once, as a shell or /usr/bin/time
// would (fork, then execv; standard input and output on /dev/null), waits for it, and prints
// "WALL_NANOSECONDS PEAK_RSS_KIB EXIT_STATUS" on one line.
//
// In C, and this small, for the peak RSS: Linux counts in a child's ru_maxrss the resident size of
// the process it was forked from (the high-water mark of the old address space survives execve),
// so a command started from zhip-bench itself (tens of MiB) would report zhip-bench's size, not its
// own. Forked from this program it carries about this program's ~1 MiB, as under /usr/bin/time.
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: zhip-bench-launcher COMMAND [ARGUMENT...]\n");
        return 64;
    }
    int null = open("/dev/null", O_RDWR);
    if (null < 0) {
        perror("zhip-bench-launcher: /dev/null");
        return 71;
    }
    long long start = nanoseconds();
    pid_t child = fork();
    if (child < 0) {
        perror("zhip-bench-launcher: fork");
        return 71;
    }
    if (child == 0) {
        dup2(null, 0);
        dup2(null, 1);
        execv(argv[1], argv + 1);
        perror("zhip-bench-launcher: execv");
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    if (wait4(child, &status, 0, &usage) < 0) {
        perror("zhip-bench-launcher: wait4");
        return 71;
    }
    long long wall = nanoseconds() - start;
    int exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    printf("%lld %ld %d\n", wall, usage.ru_maxrss, exit_status);
    return 0;
}
