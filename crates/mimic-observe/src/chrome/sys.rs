//! The few operating-system calls std does not offer: tying Chromium's life
//! to ours, killing its process group, and asking whether a pid is alive.
//! This is the crate's only `unsafe` code.
#![allow(unsafe_code)]

use std::io;
use std::process::Command;

/// Makes the spawned process get SIGKILL when the thread that spawned it
/// ends (Linux `PR_SET_PDEATHSIG`), so Chromium dies with mimic even when
/// mimic is SIGKILLed. The caller spawns from a thread that lives as long as
/// the process. Elsewhere a no-op: the stale-profile sweep cleans up instead.
pub(crate) fn die_with_parent(cmd: &mut Command) {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::process::CommandExt;
        let parent = std::process::id();
        // SAFETY: the closure runs between fork and exec in the child and
        // only calls async-signal-safe functions (prctl, getppid, _exit); it
        // allocates nothing and touches no locks.
        unsafe {
            cmd.pre_exec(move || {
                if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong) != 0 {
                    return Err(io::Error::last_os_error());
                }
                // The parent may have died before prctl took effect.
                if libc::getppid() as u32 != parent {
                    libc::_exit(1);
                }
                Ok(())
            });
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = cmd;
}

/// SIGKILLs every process of the group `pgid` (Chromium and its helpers,
/// which it started in its own group).
pub(crate) fn kill_group(pgid: u32) {
    #[cfg(unix)]
    // SAFETY: killpg has no memory-safety preconditions; a stale pgid only
    // yields ESRCH, which is ignored.
    unsafe {
        libc::killpg(pgid as libc::pid_t, libc::SIGKILL);
    }
    #[cfg(not(unix))]
    let _ = pgid;
}

/// Whether a process with this pid exists (signal 0 probes without sending).
pub(crate) fn pid_alive(pid: u32) -> bool {
    #[cfg(unix)]
    {
        let Ok(pid) = libc::pid_t::try_from(pid) else {
            return false;
        };
        // SAFETY: kill with signal 0 only checks existence and permission.
        let rc = unsafe { libc::kill(pid, 0) };
        rc == 0 || io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

/// Whether mimic runs as root, where Chromium refuses to start without
/// `--no-sandbox`.
pub(crate) fn is_root() -> bool {
    #[cfg(unix)]
    // SAFETY: geteuid cannot fail and has no preconditions.
    unsafe {
        libc::geteuid() == 0
    }
    #[cfg(not(unix))]
    false
}
