package org.voddesk.store;

/**
 * A plan or a move asked to change its state where its life does not allow it (approving an expired one, finishing
 * a rejected one), or changed by another caller between the check and the write. It names the thing, its number,
 * the state it is in and the state it was asked to reach; nothing was changed.
 */
public final class StateChangeException extends StoreException {
    private static final long serialVersionUID = 1L;

    private final String what;
    private final long id;
    private final transient Enum<?> current;
    private final transient Enum<?> requested;

    /**
     * @param what      the thing in messages ({@code migration plan}, {@code move})
     * @param current   the state it is in
     * @param requested the state it was asked to reach, or {@code null} when no change was asked (a new move may
     *                  not depend on it)
     */
    StateChangeException(String message, String what, long id, Enum<?> current, Enum<?> requested) {
        super(message);
        this.what = what;
        this.id = id;
        this.current = current;
        this.requested = requested;
    }

    /** The kind of row, as messages name it ({@code migration plan}, {@code move}). */
    public String what() {
        return what;
    }

    /** Its number. */
    public long id() {
        return id;
    }

    /** The state it is in, which did not allow the change. */
    public Enum<?> current() {
        return current;
    }

    /** The state it was asked to reach, or {@code null} when no change was asked. */
    public Enum<?> requested() {
        return requested;
    }
}
