package org.voddesk.wire.model;

import com.google.protobuf.ByteString;
import org.voddesk.core.HostKeyVerdict;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeFailure;
import org.voddesk.core.OfferedHostKey;
import org.voddesk.core.ProbeReport;
import org.voddesk.wire.HostKeyVerdictMessage;
import org.voddesk.wire.NodeConfigMessage;
import org.voddesk.wire.ProbeFailureMessage;
import org.voddesk.wire.OfferedHostKeyMessage;
import org.voddesk.wire.ProbeReportMessage;

/** The nodes and what a test connection found, between the control API's records and the Nodes service's messages. */
public final class NodeMessages {
    private NodeMessages() {
    }

    public static NodeConfigMessage node(NodeConfig n) {
        NodeConfigMessage.Builder b = NodeConfigMessage.newBuilder().setName(n.name()).setHost(n.host())
                .setPort(n.port()).setUser(n.user()).setIdentity(n.identity()).setBandwidthBps(n.bandwidthBps())
                .setAgent(n.agent());
        if (n.site() != null) {
            b.setSite(n.site());
        }
        return b.build();
    }

    /**
     * @throws IllegalArgumentException naming the field, when a field is not one a node may have
     */
    public static NodeConfig node(NodeConfigMessage m) {
        return new NodeConfig(m.getName(), m.getHost(), m.getPort(), m.getUser(), m.getIdentity(),
                m.getBandwidthBps(), m.hasSite() ? m.getSite() : null, m.getAgent());
    }

    public static ProbeReportMessage probe(ProbeReport r) {
        ProbeReportMessage.Builder b = ProbeReportMessage.newBuilder().setNode(r.node()).setAddress(r.address())
                .setReachable(r.reachable()).setReason(text(r.reason())).setFailure(failure(r.failure()));
        if (r.offered() != null) {
            b.setOffered(offered(r.offered()));
        }
        if (r.agentProtocol() != null) {
            b.setAgentProtocol(r.agentProtocol());
        }
        return b.build();
    }

    /**
     * @throws IllegalArgumentException when a failure or verdict is not one this end knows
     */
    public static ProbeReport probe(ProbeReportMessage m) {
        return new ProbeReport(m.getNode(), m.getAddress(), m.getReachable(), m.getReason(), failure(m.getFailure()),
                m.hasOffered() ? offered(m.getOffered()) : null, m.hasAgentProtocol() ? m.getAgentProtocol() : null);
    }

    public static OfferedHostKeyMessage offered(OfferedHostKey k) {
        return OfferedHostKeyMessage.newBuilder().setHostName(text(k.hostName())).setKeyType(text(k.keyType()))
                .setFingerprint(text(k.fingerprint())).setVerdict(verdict(k.verdict()))
                .setBlob(k.blob() == null ? ByteString.EMPTY : ByteString.copyFrom(k.blob())).build();
    }

    /**
     * @throws IllegalArgumentException when the verdict is not one this end knows
     */
    public static OfferedHostKey offered(OfferedHostKeyMessage m) {
        return new OfferedHostKey(m.getHostName(), m.getKeyType(), m.getFingerprint(), verdict(m.getVerdict()),
                m.getBlob().toByteArray());
    }

    /** {@code null} (no failure) is {@link ProbeFailureMessage#PROBE_FAILURE_NONE}. */
    public static ProbeFailureMessage failure(NodeFailure f) {
        if (f == null) {
            return ProbeFailureMessage.PROBE_FAILURE_NONE;
        }
        return switch (f) {
            case UNREACHABLE -> ProbeFailureMessage.PROBE_FAILURE_UNREACHABLE;
            case AUTH_FAILED -> ProbeFailureMessage.PROBE_FAILURE_AUTH_FAILED;
            case HOST_KEY_UNKNOWN -> ProbeFailureMessage.PROBE_FAILURE_HOST_KEY_UNKNOWN;
            case HOST_KEY_CHANGED -> ProbeFailureMessage.PROBE_FAILURE_HOST_KEY_CHANGED;
            case TIMEOUT -> ProbeFailureMessage.PROBE_FAILURE_TIMEOUT;
            case CHANNEL -> ProbeFailureMessage.PROBE_FAILURE_CHANNEL;
            case REPLY_TOO_LARGE -> ProbeFailureMessage.PROBE_FAILURE_REPLY_TOO_LARGE;
            case CLOSED -> ProbeFailureMessage.PROBE_FAILURE_CLOSED;
        };
    }

    /**
     * {@link ProbeFailureMessage#PROBE_FAILURE_NONE} is {@code null} (no failure).
     *
     * @throws IllegalArgumentException when the failure is not one this end knows
     */
    public static NodeFailure failure(ProbeFailureMessage m) {
        return switch (m) {
            case PROBE_FAILURE_NONE -> null;
            case PROBE_FAILURE_UNREACHABLE -> NodeFailure.UNREACHABLE;
            case PROBE_FAILURE_AUTH_FAILED -> NodeFailure.AUTH_FAILED;
            case PROBE_FAILURE_HOST_KEY_UNKNOWN -> NodeFailure.HOST_KEY_UNKNOWN;
            case PROBE_FAILURE_HOST_KEY_CHANGED -> NodeFailure.HOST_KEY_CHANGED;
            case PROBE_FAILURE_TIMEOUT -> NodeFailure.TIMEOUT;
            case PROBE_FAILURE_CHANNEL -> NodeFailure.CHANNEL;
            case PROBE_FAILURE_REPLY_TOO_LARGE -> NodeFailure.REPLY_TOO_LARGE;
            case PROBE_FAILURE_CLOSED -> NodeFailure.CLOSED;
            case UNRECOGNIZED -> throw new IllegalArgumentException("a node failure this end does not know");
        };
    }

    /** {@code null} (no verdict) is {@link HostKeyVerdictMessage#HOST_KEY_VERDICT_UNSPECIFIED}. */
    public static HostKeyVerdictMessage verdict(HostKeyVerdict v) {
        if (v == null) {
            return HostKeyVerdictMessage.HOST_KEY_VERDICT_UNSPECIFIED;
        }
        return switch (v) {
            case KNOWN -> HostKeyVerdictMessage.HOST_KEY_VERDICT_KNOWN;
            case UNKNOWN -> HostKeyVerdictMessage.HOST_KEY_VERDICT_UNKNOWN;
            case CHANGED -> HostKeyVerdictMessage.HOST_KEY_VERDICT_CHANGED;
        };
    }

    /**
     * {@link HostKeyVerdictMessage#HOST_KEY_VERDICT_UNSPECIFIED} is {@code null} (no verdict).
     *
     * @throws IllegalArgumentException when the verdict is not one this end knows
     */
    public static HostKeyVerdict verdict(HostKeyVerdictMessage m) {
        return switch (m) {
            case HOST_KEY_VERDICT_UNSPECIFIED -> null;
            case HOST_KEY_VERDICT_KNOWN -> HostKeyVerdict.KNOWN;
            case HOST_KEY_VERDICT_UNKNOWN -> HostKeyVerdict.UNKNOWN;
            case HOST_KEY_VERDICT_CHANGED -> HostKeyVerdict.CHANGED;
            case UNRECOGNIZED -> throw new IllegalArgumentException("a host key's verdict this end does not know");
        };
    }

    /** A text the record may leave out ({@code null}) as the message's empty string. */
    private static String text(String s) {
        return s == null ? "" : s;
    }
}
