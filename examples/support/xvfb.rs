//! A person at a real display, for human-mode tests and benchmarks: an
//! Xvfb server, xdotool's OS-level pointer and keyboard (the page receives
//! trusted input exactly like a person's), and a headful kiosk Chromium on
//! that display. Shared by `tests/human.rs` and `examples/bench-human.rs`
//! (each includes this file with `#[path]`); needs Xvfb and xdotool.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use mimic::collect::human::HumanOptions;
use mimic::collect::out::OutLayout;
use mimic::collect::record::Clock;
use mimic::observe::chrome::recording::evaluate;
use mimic::observe::chrome::{Browser, LaunchOptions, Viewport};
use mimic::schema::{Bounds, Point};

pub(crate) const WIDTH: u32 = 1280;
pub(crate) const HEIGHT: u32 = 800;

/// An Xvfb server on a free display, stopped on drop.
pub(crate) struct Display {
    pub(crate) number: u32,
    server: Child,
}

impl Display {
    pub(crate) fn start() -> Display {
        // Xvfb takes the first free display itself and writes its number to
        // stdout once it listens (-displayfd 1), so tests running at once in
        // one process or several never share a display (picking a number
        // and then starting the server let two tests pick the same one).
        let mut server = Command::new("Xvfb")
            .args([
                "-displayfd".into(),
                "1".into(),
                "-screen".into(),
                "0".into(),
                format!("{WIDTH}x{HEIGHT}x24"),
                "-nolisten".into(),
                "tcp".into(),
            ])
            .stdout(Stdio::piped())
            .spawn()
            .expect("Xvfb must be installed (apt-get install xvfb)");
        let mut line = String::new();
        let said = BufReader::new(server.stdout.take().expect("piped stdout")).read_line(&mut line);
        match (said, line.trim().parse()) {
            (Ok(_), Ok(number)) => Display { number, server },
            _ => {
                let _ = server.kill();
                let _ = server.wait();
                panic!("Xvfb did not say which display it took: {line:?}");
            }
        }
    }
}

/// Runs xdotool on display `number`: real X input events, as a person's.
pub(crate) fn xdotool(number: u32, args: &[&str]) {
    let status = Command::new("xdotool")
        .args(args)
        .env("DISPLAY", format!(":{number}"))
        .status()
        .expect("xdotool must be installed (apt-get install xdotool)");
    assert!(status.success(), "xdotool {args:?}");
}

impl Drop for Display {
    fn drop(&mut self) {
        let _ = self.server.kill();
        let _ = self.server.wait();
    }
}

/// Where the elements with these `data-testid`s are at this viewport (the
/// layout is deterministic), measured in a headless browser.
pub(crate) async fn boxes(url: &str, test_ids: &[&str]) -> Vec<Bounds> {
    let viewport = Viewport {
        width: WIDTH,
        height: HEIGHT,
        scale: 1.0,
    };
    let browser = Browser::launch(LaunchOptions {
        viewport,
        ..LaunchOptions::default()
    })
    .await
    .unwrap();
    let page = browser.new_page(url).await.unwrap();
    let value = evaluate(
        &page,
        &format!(
            r#"{}.map((id) => {{ const r = document.querySelector(`[data-testid="${{id}}"]`).getBoundingClientRect(); return {{x: r.x, y: r.y, width: r.width, height: r.height}}; }})"#,
            serde_json::to_string(test_ids).unwrap()
        ),
        Duration::from_secs(5),
    )
    .await
    .unwrap();
    browser.close().await;
    serde_json::from_value(value).unwrap()
}

/// Human-mode options for a headful kiosk Chromium on `display`.
pub(crate) fn kiosk_options(
    display: &Display,
    url: &str,
    allowed: Vec<String>,
    out: &OutLayout,
) -> HumanOptions {
    HumanOptions {
        url: url.to_string(),
        goal: "Use the page".into(),
        allowed_origins: allowed,
        trace_id: "manual--test--run-1".into(),
        out: out.clone(),
        clock: Clock::System,
        launch: LaunchOptions {
            headful: true,
            viewport: Viewport {
                width: WIDTH,
                height: HEIGHT,
                scale: 1.0,
            },
            // Kiosk: no browser chrome, so page pixels are screen pixels.
            extra_args: vec![
                format!("--display=:{}", display.number),
                "--kiosk".into(),
                "--window-position=0,0".into(),
                format!("--window-size={WIDTH},{HEIGHT}"),
            ],
            ..LaunchOptions::default()
        },
    }
}

/// Waits for the first observation (the raw file's start line).
pub(crate) async fn first_observation(raw: &std::path::Path) {
    for _ in 0..600 {
        if std::fs::metadata(raw).is_ok_and(|m| m.len() > 0) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no first observation in {} within 30 s", raw.display());
}

/// Waits until the kiosk window covers the whole screen, as a person waits
/// to see the page before clicking: until then Chromium is still sizing its
/// window and an OS-level click can land outside the page.
pub(crate) fn window_shown(number: u32) {
    // X reports a kiosk window one pixel short of the screen on each side.
    let covers = |line: &str| {
        line.trim()
            .strip_prefix("Geometry: ")
            .and_then(|g| g.split_once('x'))
            .and_then(|(w, h)| Some((w.parse::<u32>().ok()?, h.parse::<u32>().ok()?)))
            .is_some_and(|(w, h)| w + 1 >= WIDTH && h + 1 >= HEIGHT)
    };
    for _ in 0..300 {
        let output = Command::new("xdotool")
            .args([
                "search",
                "--onlyvisible",
                "--class",
                "chromium",
                "getwindowgeometry",
                "%@",
            ])
            .env("DISPLAY", format!(":{number}"))
            .output()
            .expect("xdotool must be installed (apt-get install xdotool)");
        if String::from_utf8_lossy(&output.stdout).lines().any(covers) {
            return;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("no visible Chromium window of {WIDTH}x{HEIGHT} on :{number} within 30 s");
}

pub(crate) fn screen(p: Point) -> [String; 2] {
    [format!("{}", p.x.round()), format!("{}", p.y.round())]
}
