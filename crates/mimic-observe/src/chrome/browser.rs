//! Finding, starting and stopping Chromium.
//!
//! mimic spawns Chromium itself (not through chromiumoxide's launcher) so it
//! can tie the browser's life to its own: a fresh profile folder per browser
//! under a mimic-owned temp root, its own process group, `PR_SET_PDEATHSIG`
//! on Linux, and a sweep of profile folders whose owner died.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use chromiumoxide::handler::HandlerConfig;
use futures::StreamExt;
use serde_json::json;

use super::fonts::{self, Fonts};
use super::page::{Page, Viewport};
use super::{Error, cdp, sys};

/// How to start the browser.
#[derive(Debug, Clone)]
pub struct LaunchOptions {
    /// Explicit executable; when absent it is discovered ([`find_chrome`]).
    pub executable: Option<PathBuf>,
    /// Show a window instead of running headless.
    pub headful: bool,
    /// Viewport and scale every new page gets.
    pub viewport: Viewport,
    /// Longest wait for the browser to announce its DevTools endpoint.
    pub launch_timeout: Duration,
    /// Longest wait for any single CDP request.
    pub request_timeout: Duration,
    /// Extra command-line switches, e.g. `--lang=de`.
    pub extra_args: Vec<String>,
    /// Which fonts the browser lays text out with ([`Fonts::Pinned`] unless
    /// asked otherwise, so boxes are the same on every machine).
    pub fonts: Fonts,
}

impl Default for LaunchOptions {
    fn default() -> Self {
        Self {
            executable: None,
            headful: false,
            viewport: Viewport::default(),
            launch_timeout: Duration::from_secs(30),
            request_timeout: Duration::from_secs(10),
            extra_args: Vec::new(),
            fonts: Fonts::default(),
        }
    }
}

/// Switches that keep Chromium quiet, offline except for the page itself,
/// and reproducible.
const QUIET_ARGS: &[&str] = &[
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-gpu",
    "--disable-extensions",
    "--disable-default-apps",
    "--disable-breakpad",
    "--disable-crash-reporter",
    "--disable-domain-reliability",
    "--disable-client-side-phishing-detection",
    "--disable-dev-shm-usage",
    "--disable-features=Translate,OptimizationHints,MediaRouter,InterestFeedContentSuggestions,AutofillServerCommunication,CertificateTransparencyComponentUpdater",
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
    "--disable-hang-monitor",
    "--disable-prompt-on-repost",
    "--metrics-recording-only",
    "--password-store=basic",
    "--use-mock-keychain",
    "--force-color-profile=srgb",
    "--hide-scrollbars",
    "--mute-audio",
    "--remote-debugging-port=0",
    // Partial raster repaints only the changed part of a tile into its old
    // buffer; whether a frame reuses that buffer depends on timing, and
    // antialiased edges (rounded corners) then differ by one colour level,
    // so the same state gave two screenshot hashes under load.
    "--disable-partial-raster",
    // `Element.computedRole` and `computedName`: Chromium's own role and
    // accessible name for a whole page in one script (chrome/ax.rs).
    "--enable-blink-features=ComputedAccessibilityInfo",
];

/// Where to look after `$CHROME` and PATH.
const MACOS_APPS: &[&str] = &[
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing",
];

const PATH_NAMES: &[&str] = &[
    "chromium",
    "google-chrome",
    "google-chrome-stable",
    "chrome",
    "chromium-browser",
];

/// Finds a Chrome or Chromium: `$CHROME`, then `chromium` / `google-chrome`
/// / `chrome` on PATH, then the usual macOS application paths.
pub fn find_chrome() -> Result<PathBuf, Error> {
    if let Some(explicit) = std::env::var_os("CHROME").filter(|v| !v.is_empty()) {
        let path = PathBuf::from(explicit);
        return if path.is_file() {
            Ok(path)
        } else {
            Err(Error::BrowserNotFound(format!(
                "$CHROME is set to {} but no such file exists",
                path.display()
            )))
        };
    }
    let on_path = std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .unwrap_or_default();
    for name in PATH_NAMES {
        for dir in &on_path {
            let candidate = dir.join(name);
            if is_executable(&candidate) {
                return Ok(candidate);
            }
        }
    }
    let home_apps = std::env::var_os("HOME").map(|h| PathBuf::from(h).join("Applications"));
    for app in MACOS_APPS {
        let system = PathBuf::from(app);
        if system.is_file() {
            return Ok(system);
        }
        if let Some(home) = &home_apps {
            let user = home.join(app.trim_start_matches("/Applications/"));
            if user.is_file() {
                return Ok(user);
            }
        }
    }
    Err(Error::BrowserNotFound(
        "no Chrome or Chromium found: set $CHROME to its executable, or install one \
         (Debian/Ubuntu: `apt-get install chromium`; macOS: install Google Chrome)"
            .into(),
    ))
}

fn is_executable(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        path.metadata()
            .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    path.is_file()
}

/// The folder all of mimic's browser profiles live under.
fn profile_root() -> PathBuf {
    std::env::temp_dir().join("mimic-chrome")
}

const PROFILE_PREFIX: &str = "profile-";

/// Removes profile folders whose owning mimic process is gone (a crash or
/// SIGKILL skipped the cleanup). Folder names start with the owner's pid.
fn sweep_stale_profiles(root: &Path) {
    let Ok(entries) = std::fs::read_dir(root) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(owner) = name
            .to_str()
            .and_then(|n| n.strip_prefix(PROFILE_PREFIX))
            .and_then(|rest| rest.split('-').next())
            .and_then(|pid| pid.parse::<u32>().ok())
        else {
            continue;
        };
        if !sys::pid_alive(owner) {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

fn new_profile_dir() -> Result<PathBuf, Error> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let root = profile_root();
    std::fs::create_dir_all(&root).map_err(|source| Error::Io {
        path: root.clone(),
        source,
    })?;
    sweep_stale_profiles(&root);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    let dir = root.join(format!(
        "{PROFILE_PREFIX}{}-{n}-{nanos:08x}",
        std::process::id()
    ));
    std::fs::create_dir(&dir).map_err(|source| Error::Io {
        path: dir.clone(),
        source,
    })?;
    Ok(dir)
}

type SpawnJob = (Command, mpsc::Sender<std::io::Result<Child>>);

/// Spawns on one thread that lives as long as the process: `PR_SET_PDEATHSIG`
/// fires when the *thread* that forked the child ends, so spawning from a
/// short-lived thread (a test's, a blocking pool's) would kill Chromium early.
fn spawn_from_lasting_thread(cmd: Command) -> std::io::Result<Child> {
    static SPAWNER: Mutex<Option<mpsc::Sender<SpawnJob>>> = Mutex::new(None);
    let jobs = {
        let mut guard = SPAWNER.lock().unwrap_or_else(|e| e.into_inner());
        guard
            .get_or_insert_with(|| {
                let (tx, rx) = mpsc::channel::<SpawnJob>();
                std::thread::Builder::new()
                    .name("mimic-chrome-spawner".into())
                    .spawn(move || {
                        for (mut cmd, reply) in rx {
                            let _ = reply.send(cmd.spawn());
                        }
                    })
                    .expect("spawning a thread");
                tx
            })
            .clone()
    };
    let (reply_tx, reply_rx) = mpsc::channel();
    jobs.send((cmd, reply_tx))
        .map_err(|_| std::io::Error::other("spawner thread is gone"))?;
    reply_rx
        .recv()
        .map_err(|_| std::io::Error::other("spawner thread is gone"))?
}

/// The Chromium process and its profile folder; killed and removed on drop.
#[derive(Debug)]
struct Process {
    child: Child,
    profile: PathBuf,
    stderr_tail: Arc<Mutex<Vec<String>>>,
}

impl Process {
    fn stderr_tail(&self) -> String {
        self.stderr_tail
            .lock()
            .map(|lines| lines.join("\n"))
            .unwrap_or_default()
    }

    /// Kills the whole process group, reaps the child and removes the profile.
    fn terminate(&mut self) {
        sys::kill_group(self.child.id());
        let _ = self.child.kill();
        let _ = self.child.wait();
        remove_profile(&self.profile);
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.terminate();
    }
}

/// Chromium may still be flushing files for a moment after it exits.
fn remove_profile(dir: &Path) {
    for _ in 0..20 {
        match std::fs::remove_dir_all(dir) {
            Ok(()) => return,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return,
            Err(_) => std::thread::sleep(Duration::from_millis(25)),
        }
    }
}

/// A running Chromium under mimic's control.
#[derive(Debug)]
pub struct Browser {
    inner: chromiumoxide::Browser,
    handler: tokio::task::JoinHandle<()>,
    process: Process,
    options: LaunchOptions,
    executable: PathBuf,
}

impl Browser {
    /// Starts a browser with a fresh profile. Needs a tokio runtime.
    pub async fn launch(options: LaunchOptions) -> Result<Self, Error> {
        let executable = match &options.executable {
            Some(path) => path.clone(),
            None => find_chrome()?,
        };
        let profile = new_profile_dir()?;
        let mut cmd = Command::new(&executable);
        cmd.args(QUIET_ARGS)
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg(format!(
                "--window-size={},{}",
                options.viewport.width, options.viewport.height
            ));
        if !options.headful {
            cmd.arg("--headless");
        }
        if sys::is_root() {
            cmd.arg("--no-sandbox");
        }
        if options.fonts == Fonts::Pinned && cfg!(target_os = "linux") {
            match fonts::install_pinned_fonts(&profile) {
                Ok(config) => cmd.env("FONTCONFIG_FILE", config),
                Err(e) => {
                    remove_profile(&profile);
                    return Err(e);
                }
            };
        }
        cmd.args(&options.extra_args)
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            // Its own group, so one signal reaches Chromium and all its helpers.
            cmd.process_group(0);
        }
        sys::die_with_parent(&mut cmd);

        let mut child = spawn_from_lasting_thread(cmd).map_err(|source| Error::Launch {
            executable: executable.clone(),
            message: source.to_string(),
        })?;
        let stderr = child.stderr.take();
        let stderr_tail = Arc::new(Mutex::new(Vec::new()));
        let mut process = Process {
            child,
            profile,
            stderr_tail: Arc::clone(&stderr_tail),
        };
        let (url_tx, url_rx) = tokio::sync::oneshot::channel();
        if let Some(stderr) = stderr {
            std::thread::Builder::new()
                .name("mimic-chrome-stderr".into())
                .spawn(move || read_stderr(stderr, stderr_tail, url_tx))
                .map_err(|source| Error::Io {
                    path: executable.clone(),
                    source,
                })?;
        }
        let ws_url = match tokio::time::timeout(options.launch_timeout, url_rx).await {
            Ok(Ok(url)) => url,
            Ok(Err(_)) => {
                let status = process.child.try_wait().ok().flatten();
                return Err(Error::Launch {
                    executable,
                    message: format!(
                        "browser exited ({}) before it announced its DevTools endpoint; stderr:\n{}",
                        status.map_or("still running".into(), |s| s.to_string()),
                        process.stderr_tail()
                    ),
                });
            }
            Err(_) => {
                return Err(Error::Launch {
                    executable,
                    message: format!(
                        "no DevTools endpoint within {:?}; stderr:\n{}",
                        options.launch_timeout,
                        process.stderr_tail()
                    ),
                });
            }
        };
        let config = HandlerConfig {
            viewport: None,
            request_timeout: options.request_timeout,
            ..HandlerConfig::default()
        };
        let connect = chromiumoxide::Browser::connect_with_config(ws_url.clone(), config);
        let (inner, mut handler) = match tokio::time::timeout(options.launch_timeout, connect).await
        {
            Ok(Ok(pair)) => pair,
            Ok(Err(e)) => {
                return Err(Error::Launch {
                    executable,
                    message: format!("cannot connect to {ws_url}: {e}"),
                });
            }
            Err(_) => {
                return Err(Error::Launch {
                    executable,
                    message: format!("connecting to {ws_url} timed out"),
                });
            }
        };
        let handler = tokio::spawn(async move {
            // Errors here are per-message (a bad event); the loop ends when
            // the connection closes.
            while handler.next().await.is_some() {}
        });
        Ok(Self {
            inner,
            handler,
            process,
            options,
            executable,
        })
    }

    /// The executable this browser runs.
    pub fn executable(&self) -> &Path {
        &self.executable
    }

    /// The profile folder (removed when the browser closes).
    pub fn profile_dir(&self) -> &Path {
        &self.process.profile
    }

    /// The process id of the Chromium main process.
    pub fn pid(&self) -> u32 {
        self.process.child.id()
    }

    /// The chromiumoxide browser, for anything mimic does not wrap.
    pub fn cdp(&self) -> &chromiumoxide::Browser {
        &self.inner
    }

    /// Opens a blank tab with the configured viewport and scale.
    pub async fn new_blank_page(&self) -> Result<Page, Error> {
        let deadline = self.options.request_timeout;
        let created = tokio::time::timeout(deadline, self.inner.new_page("about:blank")).await;
        let page = match created {
            Ok(Ok(page)) => page,
            Ok(Err(e)) => {
                return Err(Error::Cdp {
                    method: "Target.createTarget",
                    message: e.to_string(),
                });
            }
            Err(_) => {
                return Err(Error::Timeout {
                    what: "Target.createTarget",
                    after: deadline,
                });
            }
        };
        let vp = self.options.viewport;
        cdp::call(
            &page,
            "Emulation.setDeviceMetricsOverride",
            json!({
                "width": vp.width,
                "height": vp.height,
                "deviceScaleFactor": vp.scale,
                "mobile": false,
            }),
            deadline,
        )
        .await?;
        Page::attach(page, vp, deadline).await
    }

    /// Opens a tab, loads `url` and waits until it has settled
    /// ([`Page::goto`]).
    pub async fn new_page(&self, url: &str) -> Result<Page, Error> {
        let mut page = self.new_blank_page().await?;
        page.goto(url).await?;
        Ok(page)
    }

    /// Closes the browser: asks it to quit, then kills what is left, reaps
    /// the process and removes the profile folder. Dropping a `Browser` does
    /// the same without the polite first step.
    pub async fn close(mut self) {
        let polite = tokio::time::timeout(Duration::from_secs(2), self.inner.close()).await;
        if polite.is_ok() {
            let until = Instant::now() + Duration::from_secs(2);
            while Instant::now() < until {
                if matches!(self.process.child.try_wait(), Ok(Some(_))) {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
        self.handler.abort();
        // Process::drop kills stragglers, reaps and removes the profile.
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        self.handler.abort();
    }
}

/// Forwards the DevTools endpoint once Chromium prints it and keeps the last
/// lines of stderr for error messages (draining the pipe so it never fills).
fn read_stderr(
    stderr: std::process::ChildStderr,
    tail: Arc<Mutex<Vec<String>>>,
    url_tx: tokio::sync::oneshot::Sender<String>,
) {
    const KEEP: usize = 20;
    let mut url_tx = Some(url_tx);
    for line in BufReader::new(stderr).lines() {
        let Ok(line) = line else { break };
        if let Some(url) = line.strip_prefix("DevTools listening on ")
            && let Some(tx) = url_tx.take()
        {
            let _ = tx.send(url.trim().to_string());
        }
        if let Ok(mut lines) = tail.lock() {
            if lines.len() == KEEP {
                lines.remove(0);
            }
            lines.push(line);
        }
    }
}
