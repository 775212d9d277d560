//! mimic-eval: scores candidate rankings against dataset examples offline and
//! reports the promotion gates. It can rank; it cannot execute anything.
