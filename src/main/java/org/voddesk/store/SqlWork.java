package org.voddesk.store;

import java.sql.Connection;
import java.sql.SQLException;

/** Work done with a connection of the store, inside the lock and transaction {@link Database} gives it. */
@FunctionalInterface
interface SqlWork<T> {
    T run(Connection connection) throws SQLException;
}
