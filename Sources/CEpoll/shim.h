// Linux's epoll(7), which Swift's Glibc module leaves out: the devnet's HTTP ready loop.
#include <sys/epoll.h>
