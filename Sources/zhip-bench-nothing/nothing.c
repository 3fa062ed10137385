// zhip-bench-nothing: the reference of the "Command start" benchmark, a program that does nothing,
// linked as zhip-cli is (see Package.swift): what starting any process linked that way costs.
int main(void) { return 0; }
