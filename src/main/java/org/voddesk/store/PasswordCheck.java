package org.voddesk.store;

/**
 * A password checked against a user's stored hash ({@link UserRepository#check}), before the user is admitted.
 *
 * @param matches whether the password matched (false for an unknown user too)
 * @param rehash  the password hashed again with the configured iterations when the stored hash has fewer, or null
 */
public record PasswordCheck(boolean matches, String rehash) {
    /** A password that did not match. */
    public static final PasswordCheck WRONG = new PasswordCheck(false, null);
}
