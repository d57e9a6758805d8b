package org.voddesk.core;


/**
 * A console user (the password hash never leaves the store).
 *
 * @param name                  login name
 * @param role                  operator or supervisor
 * @param createdAtMs           when the account was made
 * @param passwordChangedAtMs   when its password was last set
 * @param disabled              whether logins are refused
 */
public record UserRecord(String name, Role role, long createdAtMs, long passwordChangedAtMs, boolean disabled) {
}
