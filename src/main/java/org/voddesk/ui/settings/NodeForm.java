package org.voddesk.ui.settings;

import java.util.Locale;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.voddesk.core.Ids;
import org.voddesk.core.NodeConfig;

/**
 * The node form of the Settings screen as text properties, and its checks. The rules are {@link NodeConfig}'s own
 * (a field is checked by making a node that differs from a valid one only in that field), so the form refuses
 * exactly what control would refuse, before anything is sent.
 */
public final class NodeForm {
    /** The form's fields, in form order. */
    public enum Field { NAME, HOST, PORT, USER, IDENTITY, BANDWIDTH, SITE, AGENT }

    /**
     * What the form holds: a node, or why there is none.
     *
     * @param node    the node, or {@code null}
     * @param problem one sentence naming the field and the rule, or {@code null}
     */
    public record Built(NodeConfig node, String problem) {
    }

    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty host = new SimpleStringProperty("");
    private final StringProperty port = new SimpleStringProperty(Integer.toString(NodeConfig.DEFAULT_PORT));
    private final StringProperty user = new SimpleStringProperty("");
    private final StringProperty identity = new SimpleStringProperty("");
    private final StringProperty bandwidth = new SimpleStringProperty("1000");
    private final StringProperty site = new SimpleStringProperty("");
    private final StringProperty agent = new SimpleStringProperty("");

    /** The text property of {@code f}. */
    public StringProperty property(Field f) {
        return switch (f) {
            case NAME -> name;
            case HOST -> host;
            case PORT -> port;
            case USER -> user;
            case IDENTITY -> identity;
            case BANDWIDTH -> bandwidth;
            case SITE -> site;
            case AGENT -> agent;
        };
    }

    /** Shows {@code n} in the form (a node picked in the list). */
    public void fill(NodeConfig n) {
        name.set(n.name());
        host.set(n.host());
        port.set(Integer.toString(n.port()));
        user.set(n.user());
        identity.set(n.identity());
        bandwidth.set(trimmed(n.bandwidthMbps()));
        site.set(n.site() == null ? "" : n.site());
        agent.set(n.agent());
    }

    /** What is wrong with field {@code f} as typed, or {@code null} (the validation decoration's text). */
    public String problem(Field f) {
        return problem(f, text(f));
    }

    /** What is wrong with {@code typed} as field {@code f}, or {@code null}. */
    public static String problem(Field f, String typed) {
        String text = typed == null ? "" : typed.strip();
        return switch (f) {
            case NAME -> Ids.isValid(text) ? null : "Node name: letters, digits, '.', '_' or '-' (at most 64).";
            case PORT -> portProblem(text);
            case BANDWIDTH -> bandwidthProblem(text);
            case IDENTITY -> text.isEmpty() ? "Identity: the private key file the console logs in with." : null;
            default -> alone(f, text);
        };
    }

    /** The node the form describes, or the first field's problem. */
    public Built build() {
        for (Field f : Field.values()) {
            String p = problem(f);
            if (p != null) {
                return new Built(null, p);
            }
        }
        try {
            return new Built(new NodeConfig(text(Field.NAME), text(Field.HOST), Integer.parseInt(text(Field.PORT)),
                    text(Field.USER), text(Field.IDENTITY), Double.parseDouble(text(Field.BANDWIDTH)) * 1e6,
                    text(Field.SITE), text(Field.AGENT)), null);
        } catch (IllegalArgumentException e) {
            return new Built(null, "The node is not valid: " + e.getMessage() + ".");
        }
    }

    private String text(Field f) {
        String v = property(f).get();
        return v == null ? "" : v.strip();
    }

    private static String portProblem(String text) {
        try {
            int p = Integer.parseInt(text);
            if (p >= 1 && p <= 65535) {
                return null;
            }
        } catch (NumberFormatException e) {
            // worded below
        }
        return "Port: a whole number from 1 to 65535 (SSH is 22), not '" + text + "'.";
    }

    private static String bandwidthProblem(String text) {
        try {
            double mbps = Double.parseDouble(text);
            if (mbps > 0 && !Double.isInfinite(mbps)) {
                return null;
            }
        } catch (NumberFormatException e) {
            // worded below
        }
        return "Bandwidth: a positive number of Mbit/s (say 1000), not '" + text + "'.";
    }

    /** Host, user, site, agent: checked by NodeConfig with every other field valid. */
    private static String alone(Field f, String text) {
        String h = f == Field.HOST ? text : "localhost";
        String u = f == Field.USER ? text : "vod";
        String s = f == Field.SITE ? text : null;
        String a = f == Field.AGENT ? text : null;
        try {
            new NodeConfig("check", h, NodeConfig.DEFAULT_PORT, u, "key", 1e6, s, a);
            return null;
        } catch (IllegalArgumentException e) {
            String m = e.getMessage();
            return f.name().charAt(0) + f.name().substring(1).toLowerCase(Locale.ROOT) + ": "
                    + (m == null ? "not valid" : m) + ".";
        }
    }

    private static String trimmed(double v) {
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
