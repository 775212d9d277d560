use mimic_observe::chrome::*;
use serde_json::json;
use std::time::Instant;
#[tokio::main]
async fn main() {
    let b = Browser::launch(LaunchOptions::default()).await.unwrap();
    let url = std::env::args().nth(1).unwrap();
    let p = b.new_page(&url).await.unwrap();
    if std::env::args().nth(2).is_some() {
        let t = Instant::now();
        p.call("Accessibility.enable", json!({})).await.unwrap();
        println!("enable {:?}", t.elapsed());
    }
    for _ in 0..2 {
        let t = Instant::now();
        let _ = p
            .call("Page.captureScreenshot", json!({"format":"png"}))
            .await
            .unwrap();
        println!("screenshot {:?}", t.elapsed());
        let t = Instant::now();
        let snap = p.call("DOMSnapshot.captureSnapshot", json!({"computedStyles":["visibility","pointer-events","cursor","overflow-x","overflow-y","position"],"includePaintOrder":true,"includeDOMRects":true})).await.unwrap();
        println!("snapshot {:?}", t.elapsed());
        let t = Instant::now();
        let ax = p
            .call("Accessibility.getFullAXTree", json!({}))
            .await
            .unwrap();
        println!(
            "full ax {:?} nodes {}",
            t.elapsed(),
            ax["nodes"].as_array().unwrap().len()
        );
        let t = Instant::now();
        let doc = p.call("DOM.getDocument", json!({"depth":0})).await.unwrap();
        println!("getDocument {:?}", t.elapsed());
        let root = doc["root"]["backendNodeId"].as_i64().unwrap();
        let t = Instant::now();
        let q = p
            .call("Accessibility.queryAXTree", json!({"backendNodeId": root}))
            .await;
        println!(
            "queryAX {:?} {:?}",
            t.elapsed(),
            q.map(|q| q["nodes"].as_array().map(|a| a.len()))
        );
        let t = Instant::now();
        let q = p
            .call(
                "Accessibility.queryAXTree",
                json!({"backendNodeId": root, "role": "button"}),
            )
            .await;
        println!(
            "queryAX role=button {:?} {:?}",
            t.elapsed(),
            q.map(|q| q["nodes"].as_array().map(|a| a.len()))
        );
        let d = &snap["documents"][0];
        let strings = snap["strings"].as_array().unwrap();
        let names = d["nodes"]["nodeName"].as_array().unwrap();
        let ids = d["nodes"]["backendNodeId"].as_array().unwrap();
        let cands: Vec<i64> = names
            .iter()
            .zip(ids)
            .filter(|(n, _)| {
                ["A", "BUTTON", "INPUT", "SELECT", "SPAN"]
                    .contains(&strings[n.as_u64().unwrap() as usize].as_str().unwrap())
            })
            .map(|(_, i)| i.as_i64().unwrap())
            .collect();
        let t = Instant::now();
        let futs = cands.iter().map(|id| {
            p.call(
                "Accessibility.getPartialAXTree",
                json!({"backendNodeId": id, "fetchRelatives": false}),
            )
        });
        let res = futures::future::join_all(futs).await;
        println!(
            "partial x{} {:?} ok {}",
            cands.len(),
            t.elapsed(),
            res.iter().filter(|r| r.is_ok()).count()
        );
    }
    b.close().await;
}
