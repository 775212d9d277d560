//! Recording and acting on a live tab: the in-page recorder attached through
//! an isolated world and a CDP binding, real input dispatched as CDP
//! `Input.*` commands, and read-only checks evaluated where page scripts
//! cannot interfere.

use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use chromiumoxide::cdp::browser_protocol::page::EventFrameNavigated;
use chromiumoxide::cdp::js_protocol::runtime::EventBindingCalled;
use futures::StreamExt;
use mimic_schema::raw::RawEvent;
use serde_json::{Value, json};

use super::{Error, JsDialog, Page};
use mimic_input::cdp_input::InputCommand;
use mimic_input::recorder::{
    RECORDER_BINDING, RECORDER_WORLD, RecorderMessage, parse_message, recorder_script,
};

/// Milliseconds since the Unix epoch: the clock the page's
/// `performance.timeOrigin + timeStamp` also counts in.
pub fn epoch_ms() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}

/// The recorder attached to one tab. Messages accumulate until taken; the
/// listeners stop when this is dropped.
#[derive(Debug)]
pub struct Recording {
    messages: Arc<Mutex<Vec<RecorderMessage>>>,
    /// Payloads the recorder sent that could not be read (a bug, reported).
    rejected: Arc<Mutex<Vec<String>>>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Recording {
    /// Installs the recorder for every document the tab loads from now on
    /// (call before navigating to the first page).
    pub async fn attach(page: &Page) -> Result<Self, Error> {
        let listen_err = |e: chromiumoxide::error::CdpError| Error::Cdp {
            method: "event_listener",
            message: e.to_string(),
        };
        let mut bindings = page
            .cdp()
            .event_listener::<EventBindingCalled>()
            .await
            .map_err(listen_err)?;
        let mut navigations = page
            .cdp()
            .event_listener::<EventFrameNavigated>()
            .await
            .map_err(listen_err)?;
        page.call(
            "Runtime.addBinding",
            json!({ "name": RECORDER_BINDING, "executionContextName": RECORDER_WORLD }),
        )
        .await?;
        page.call(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": recorder_script(), "worldName": RECORDER_WORLD, "runImmediately": true }),
        )
        .await?;
        let messages = Arc::new(Mutex::new(Vec::new()));
        let rejected = Arc::new(Mutex::new(Vec::new()));
        let (sink, bad) = (Arc::clone(&messages), Arc::clone(&rejected));
        let from_page = tokio::spawn(async move {
            while let Some(call) = bindings.next().await {
                if call.name != RECORDER_BINDING {
                    continue;
                }
                // Stamped on arrival: the page's event clock is not
                // trustworthy (under X it follows the X server's clock).
                let now = epoch_ms();
                match parse_message(&call.payload) {
                    Ok(RecorderMessage::Raw { event, .. }) => sink
                        .lock()
                        .expect("recorder lock")
                        .push(RecorderMessage::Raw { at: now, event }),
                    Ok(RecorderMessage::Mutation { .. }) => sink
                        .lock()
                        .expect("recorder lock")
                        .push(RecorderMessage::Mutation { at: now }),
                    Err(e) => bad.lock().expect("recorder lock").push(e.to_string()),
                }
            }
        });
        let sink = Arc::clone(&messages);
        let from_browser = tokio::spawn(async move {
            while let Some(nav) = navigations.next().await {
                if nav.frame.parent_id.is_none() {
                    sink.lock()
                        .expect("recorder lock")
                        .push(RecorderMessage::Raw {
                            at: epoch_ms(),
                            event: RawEvent::Navigate {
                                url: nav.frame.url.clone(),
                            },
                        });
                }
            }
        });
        Ok(Self {
            messages,
            rejected,
            tasks: vec![from_page, from_browser],
        })
    }

    /// Every message received since the last call, in arrival order.
    pub fn take(&self) -> Vec<RecorderMessage> {
        std::mem::take(&mut *self.messages.lock().expect("recorder lock"))
    }

    /// Payloads that could not be read since the last call.
    pub fn take_rejected(&self) -> Vec<String> {
        std::mem::take(&mut *self.rejected.lock().expect("recorder lock"))
    }
}

impl Drop for Recording {
    fn drop(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
    }
}

/// Sends `commands` to the tab in order; each is acknowledged after the
/// browser has handled the event. A JavaScript dialog one of them opened is
/// an error ([`Error::DialogOpen`]).
pub async fn dispatch(page: &Page, commands: &[InputCommand]) -> Result<(), Error> {
    match dispatch_until_dialog(page, commands).await? {
        Some(cut) => Err(Error::DialogOpen(cut.dialog)),
        None => page
            .open_dialog()
            .map_or(Ok(()), |d| Err(Error::DialogOpen(d))),
    }
}

/// Input stopped by a JavaScript dialog that an earlier command opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CutShort {
    /// Commands the page received before the dialog stopped the rest.
    pub sent: usize,
    pub dialog: JsDialog,
}

/// Sends `commands` in order, as [`dispatch`], until a JavaScript dialog is
/// open: nothing reaches a page behind a dialog, so the rest are not sent
/// and `Some` says how many were. A dialog the last command opened cuts
/// nothing short (every command was sent); the page shows it afterwards.
pub async fn dispatch_until_dialog(
    page: &Page,
    commands: &[InputCommand],
) -> Result<Option<CutShort>, Error> {
    for (sent, command) in commands.iter().enumerate() {
        if let Some(dialog) = page.open_dialog() {
            return Ok(Some(CutShort { sent, dialog }));
        }
        match page.call(command.method, command.params.clone()).await {
            // The event's own handler opened a dialog, so the browser never
            // acknowledges it; the page did receive it.
            Ok(_) | Err(Error::DialogOpen(_)) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(None)
}

/// Evaluates a read-only `expression` in mimic's isolated world of the main
/// frame and returns its JSON value.
pub async fn evaluate(page: &Page, expression: &str, deadline: Duration) -> Result<Value, Error> {
    let result = page.evaluate_isolated(expression, deadline).await?;
    Ok(result
        .pointer("/result/value")
        .cloned()
        .unwrap_or(Value::Null))
}
