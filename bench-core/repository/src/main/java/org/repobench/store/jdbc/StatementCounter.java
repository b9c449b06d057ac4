package org.repobench.store.jdbc;

import com.p6spy.engine.common.StatementInformation;
import com.p6spy.engine.event.SimpleJdbcEventListener;
import org.repobench.store.StoreWork;

import java.sql.SQLException;

/**
 * Counts every statement the relational stores send (an {@code execute*} call: a query, an update, a batch as one)
 * as the store's work ({@link StoreWork}). p6spy finds it through {@code META-INF/services} and calls it on the
 * connections it wraps: ModeShape's, whose URL {@link JdbcStoreBackend} gives as {@code jdbc:p6spy:...}, and the
 * membership index's ({@link JdbcStoreBackend#connect}). A statement that failed was still sent.
 */
public final class StatementCounter extends SimpleJdbcEventListener {
    @Override
    public void onAfterAnyExecute(StatementInformation statementInformation, long timeElapsedNanos, SQLException e) {
        StoreWork.statementsSent(1);
    }
}
