#include "zhip_resolution_chain.h"

__thread void *zhip_resolution_chain_of_this_thread = 0;
