package org.voddesk.store;

/**
 * How hard a write transaction is pushed to disk before its call returns (SQLite {@code PRAGMA synchronous}
 * in WAL mode). Both levels survive a crash of the process (SIGKILL, OOM, JVM crash): a commit is in the
 * WAL file in the operating system's cache when the call returns, and SQLite replays the WAL on the next
 * open. They differ only when the machine itself loses power or the kernel crashes.
 */
enum Durability {
    /**
     * {@code synchronous=FULL}: the WAL is fsynced at every commit, so the write also survives a power cut.
     * For everything a user action depends on (approvals, users, audit, decisions): rare, a few ms each.
     */
    FULL("FULL"),
    /**
     * {@code synchronous=NORMAL}: the WAL is fsynced at checkpoints only. A power cut may lose the last
     * commits, never corrupt the database. For the samples of a poll round and retention, where losing the
     * last seconds of measurements costs nothing and an fsync every poll would only add disk traffic.
     */
    NORMAL("NORMAL");

    private final String pragma;

    Durability(String pragma) {
        this.pragma = pragma;
    }

    String pragmaValue() {
        return pragma;
    }
}
