use mimic_observe::chrome::*;
use serde_json::json;
use std::time::Instant;
#[tokio::main]
async fn main() {
    let mut o = LaunchOptions::default();
    o.extra_args
        .push("--enable-blink-features=ComputedAccessibilityInfo".into());
    let b = Browser::launch(o).await.unwrap();
    let url = std::env::args().nth(1).unwrap();
    let p = b.new_page(&url).await.unwrap();
    for _ in 0..3 {
        let t = Instant::now();
        let r = p.call("Runtime.evaluate", json!({"expression": "(() => { const out=[]; for (const e of document.querySelectorAll('a,button,input,select,span')) out.push([e.computedRole, e.computedName]); return out.length + ' ' + JSON.stringify(out.slice(0,6)); })()", "returnByValue": true})).await.unwrap();
        println!("computed {:?} {}", t.elapsed(), r["result"]["value"]);
    }
    b.close().await;
}
