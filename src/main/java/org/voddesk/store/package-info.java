/**
 * VodDesk's SQLite database: {@link org.voddesk.store.Store} opens and migrates it and hands out the
 * repositories the control layer calls. The only package that imports {@code java.sql}; it uses nothing of
 * VodDesk but {@code core}. Any thread but the FX thread may call it; every write has committed when its
 * call returns. See {@code docs/architecture-store.md}.
 */
package org.voddesk.store;
