// The normal build's entry point: replays inputs named on the command line. The fuzzer build
// (`just fuzz FuzzABI`, which passes -DZHIP_FUZZING) leaves it out so that libFuzzer's main is the only one.
#if !ZHIP_FUZZING
    import FuzzSupport

    @main
    struct FuzzABIReplay {
        static func main() {
            FuzzReplay.main(FuzzABI.run)
        }
    }
#endif
