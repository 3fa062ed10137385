#ifndef ZHIP_RESOLUTION_CHAIN_H
#define ZHIP_RESOLUTION_CHAIN_H

// The calling thread's ResolutionChain (ZhipCore's container), as a C thread-local variable:
// reading it is one instruction in an executable, where pthread_getspecific is a call into
// glibc on every resolve. The pthread key that releases the chain when its thread ends stays
// in Swift; its destructor clears this variable first.
extern __thread void *zhip_resolution_chain_of_this_thread;

static inline void *zhip_current_resolution_chain(void) { return zhip_resolution_chain_of_this_thread; }

static inline void zhip_set_current_resolution_chain(void *chain) { zhip_resolution_chain_of_this_thread = chain; }

#endif
