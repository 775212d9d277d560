//! Raw CDP commands: any method, JSON in, JSON out, always under a deadline.
//!
//! chromiumoxide drops a typed response that fails to parse and the call then
//! only times out, so payloads that evolve with Chromium (DOM snapshot,
//! accessibility nodes) are fetched as plain JSON and read by our own
//! tolerant types.

use std::borrow::Cow;
use std::time::Duration;

use chromiumoxide::Page;
use chromiumoxide::types::{Command, Method, MethodId};
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::Error;

/// One CDP method call with untyped parameters and result.
#[derive(Debug, Clone)]
pub(crate) struct RawCommand {
    method: &'static str,
    params: Value,
}

impl RawCommand {
    pub(crate) fn new(method: &'static str, params: Value) -> Self {
        Self { method, params }
    }
}

impl serde::Serialize for RawCommand {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.params.serialize(serializer)
    }
}

impl Method for RawCommand {
    fn identifier(&self) -> MethodId {
        Cow::Borrowed(self.method)
    }
}

impl Command for RawCommand {
    type Response = Value;
}

/// Sends `method` to the page's session and waits at most `deadline`.
pub(crate) async fn call(
    page: &Page,
    method: &'static str,
    params: Value,
    deadline: Duration,
) -> Result<Value, Error> {
    let fut = page.execute(RawCommand::new(method, params));
    match tokio::time::timeout(deadline, fut).await {
        Ok(Ok(resp)) => Ok(resp.result),
        Ok(Err(source)) => Err(Error::Cdp {
            method,
            message: source.to_string(),
        }),
        Err(_) => Err(Error::Timeout {
            what: method,
            after: deadline,
        }),
    }
}

/// [`call`], then reads the result into `T` (a tolerant type: every field
/// defaulted, unknown fields ignored).
pub(crate) async fn call_as<T: DeserializeOwned>(
    page: &Page,
    method: &'static str,
    params: Value,
    deadline: Duration,
) -> Result<T, Error> {
    read_as(method, call(page, method, params, deadline).await?)
}

/// Reads `method`'s result into `T` (see [`call_as`]).
pub(crate) fn read_as<T: DeserializeOwned>(method: &'static str, value: Value) -> Result<T, Error> {
    serde_json::from_value(value).map_err(|source| Error::Cdp {
        method,
        message: format!("unexpected result shape: {source}"),
    })
}
