use mimic_observe::chrome::*;
#[tokio::main]
async fn main() {
    let b = Browser::launch(LaunchOptions::default()).await.unwrap();
    let url = std::env::args().nth(1).unwrap();
    let p = b.new_page(&url).await.unwrap();
    for _ in 0..2 {
        let o = observe(
            &p,
            &ObserveOptions::default(),
            std::path::Path::new("/tmp/obs"),
        )
        .await
        .unwrap();
        eprintln!("{:?} n={}", o.timings, o.observation.candidates.len());
        if std::env::args().nth(2).is_none() {
            println!(
                "{}",
                serde_json::to_string_pretty(
                    &serde_json::json!({"obs": o.observation, "ext": o.ext})
                )
                .unwrap()
            );
        }
    }
    b.close().await;
}
