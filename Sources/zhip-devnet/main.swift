print("devnet")
