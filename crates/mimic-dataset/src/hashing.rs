//! sha256 on the way through: inputs are hashed as they are parsed and
//! outputs as they are written, so no file is read twice for its hash.

use std::cell::Cell;
use std::fs::File;
use std::io::{self, Read, Write};
use std::path::Path;

use sha2::{Digest, Sha256};

/// A reader that feeds every byte it passes on into a sha256 and counts them
/// (the count is shared, so progress can be read while the reader is busy).
#[derive(Debug)]
pub(crate) struct HashingReader<'a, R> {
    inner: R,
    hasher: &'a mut Sha256,
    bytes: &'a Cell<u64>,
}

impl<'a, R: Read> HashingReader<'a, R> {
    pub(crate) fn new(inner: R, hasher: &'a mut Sha256, bytes: &'a Cell<u64>) -> Self {
        Self {
            inner,
            hasher,
            bytes,
        }
    }
}

impl<R: Read> Read for HashingReader<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.hasher.update(&buf[..n]);
        self.bytes.set(self.bytes.get() + n as u64);
        Ok(n)
    }
}

/// A writer that hashes and counts what passes through it.
#[derive(Debug)]
pub(crate) struct HashingWriter<W> {
    inner: W,
    hasher: Sha256,
    bytes: u64,
}

impl<W: Write> HashingWriter<W> {
    pub(crate) fn new(inner: W) -> Self {
        Self {
            inner,
            hasher: Sha256::new(),
            bytes: 0,
        }
    }

    pub(crate) fn get_ref(&self) -> &W {
        &self.inner
    }

    /// The inner writer, the byte count and the digest.
    pub(crate) fn finish(self) -> (W, u64, [u8; 32]) {
        (self.inner, self.bytes, self.hasher.finalize().into())
    }
}

impl<W: Write> Write for HashingWriter<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.hasher.update(&buf[..n]);
        self.bytes += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// sha256 of a file's bytes, streamed.
pub(crate) fn hash_file(path: &Path) -> io::Result<[u8; 32]> {
    let mut sink = HashingWriter::new(io::sink());
    io::copy(&mut File::open(path)?, &mut sink)?;
    Ok(sink.finish().2)
}
