package org.voddesk.demo;

import java.util.concurrent.atomic.AtomicInteger;
import org.apache.sshd.common.AttributeRepository.AttributeKey;
import org.apache.sshd.common.channel.Channel;
import org.apache.sshd.common.channel.ChannelFactory;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.server.channel.ChannelSessionFactory;

/**
 * The only channel type the demo nodes open: {@code session} channels (for exec), at most {@link #limit} at once
 * per connection, like OpenSSH's {@code MaxSessions 10}. One more is refused with a channel-open failure while the
 * connection stays up, as OpenSSH does; MINA's own cap ({@code MAX_CONCURRENT_CHANNELS}) instead drops the whole
 * connection. No forwarding channel types are offered.
 */
final class CappedSessionChannels implements ChannelFactory {
    private static final AttributeKey<AtomicInteger> OPEN = new AttributeKey<>();

    private final int limit;

    CappedSessionChannels(int limit) {
        this.limit = limit;
    }

    @Override
    public String getName() {
        return ChannelSessionFactory.INSTANCE.getName();
    }

    /** A new channel, or {@code null} (which MINA answers with a channel-open failure) when the cap is reached. */
    @Override
    public Channel createChannel(Session session) throws java.io.IOException {
        AtomicInteger open = session.computeAttributeIfAbsent(OPEN, k -> new AtomicInteger());
        if (open.incrementAndGet() > limit) {
            open.decrementAndGet();
            return null;
        }
        Channel channel = ChannelSessionFactory.INSTANCE.createChannel(session);
        channel.addCloseFutureListener(f -> open.decrementAndGet());
        return channel;
    }
}
