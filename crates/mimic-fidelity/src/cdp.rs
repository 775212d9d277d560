//! Typed CDP commands (chromiumoxide's protocol types) sent through the
//! page's deadline-bound raw channel, with answers read tolerantly.

use chromiumoxide::types::Command;
use mimic_observe::chrome::Page;
use serde::de::DeserializeOwned;

use crate::Error;

/// Sends `command` as `method` and reads the answer as `T`.
pub(crate) async fn send<C: Command, T: DeserializeOwned>(
    page: &Page,
    method: &'static str,
    command: C,
) -> Result<T, Error> {
    let params = serde_json::to_value(&command).map_err(|e| Error::Unexpected {
        method,
        message: e.to_string(),
    })?;
    let value = page.call(method, params).await?;
    serde_json::from_value(value).map_err(|e| Error::Unexpected {
        method,
        message: e.to_string(),
    })
}

/// As [`send`], but a CDP error (such as "No node found") is `None`.
pub(crate) async fn try_send<C: Command, T: DeserializeOwned>(
    page: &Page,
    method: &'static str,
    command: C,
) -> Result<Option<T>, Error> {
    match send(page, method, command).await {
        Ok(value) => Ok(Some(value)),
        Err(Error::Chrome(mimic_observe::chrome::Error::Cdp { .. })) => Ok(None),
        Err(e) => Err(e),
    }
}
