// The normal build's entry point: replays inputs named on the command line. The fuzzer build
// (`just fuzz FuzzKeystore`, which passes -DZHIP_FUZZING) leaves it out so that libFuzzer's main is the only one.
#if !ZHIP_FUZZING
    import FuzzSupport

    @main
    struct FuzzKeystoreReplay {
        static func main() {
            FuzzReplay.main(FuzzKeystore.run)
        }
    }
#endif
