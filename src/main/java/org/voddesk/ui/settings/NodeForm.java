package org.voddesk.ui.settings;

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
    /** The form's fields, in form order, with the label the form shows (and its messages name). */
    public enum Field {
        NAME("Name"), HOST("Host"), PORT("SSH port"), USER("Login user"), IDENTITY("Private key file"),
        BANDWIDTH("Bandwidth (Mbit/s)"), SITE("Site"), AGENT("Agent command");

        private final String label;

        Field(String label) {
            this.label = label;
        }

        /** The label in front of the field. */
        public String label() {
            return label;
        }
    }

    /** What the form's refusal asks for after naming the wrong fields. */
    public static final String FIX = "Correct the fields marked in red and try again; nothing was sent.";

    /**
     * What the form holds: a node, or why there is none.
     *
     * @param node    the node, or {@code null}
     * @param problem a sentence per wrong field, naming it by its label, the rule and what was typed, or
     *                {@code null}
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
        String rule = switch (f) {
            case NAME -> Ids.isValid(text) ? null : "letters, digits, '.', '_' or '-', at most 64 (say vod-6)";
            case PORT -> portProblem(text);
            case BANDWIDTH -> bandwidthProblem(text);
            case IDENTITY -> text.isEmpty() ? "the private key file the console logs in with (say"
                    + " ~/.ssh/voddesk_ed25519)" : null;
            case HOST -> alone(f, text) ? null : "a host name or IP address (say 10.0.0.16 or vod6.example)";
            case USER -> alone(f, text) ? null : "the account on the node: letters, digits, '.', '_' or '-', at most"
                    + " 32 (say vod)";
            case SITE -> alone(f, text) ? null : "letters, digits, '.', '_' or '-' (say north), or empty";
            case AGENT -> alone(f, text) ? null : "a command name or path (say /opt/vod/bin/vodnode), or empty for "
                    + NodeConfig.DEFAULT_AGENT;
        };
        return rule == null ? null : f.label() + ": " + rule + (text.isEmpty() ? "." : ", not '" + shown(text) + "'.");
    }

    /** The node the form describes, or every wrong field's problem, one line each in form order. */
    public Built build() {
        StringBuilder problems = new StringBuilder();
        for (Field f : Field.values()) {
            String p = problem(f);
            if (p != null) {
                problems.append(problems.isEmpty() ? "" : "\n").append(p);
            }
        }
        if (!problems.isEmpty()) {
            return new Built(null, problems.toString());
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
        return "a whole number from 1 to 65535 (SSH is 22)";
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
        return "a positive number of Mbit/s (say 1000)";
    }

    /** A typed value as a message quotes it: at most 40 characters, control characters as '?'. */
    private static String shown(String text) {
        String s = text.length() > 40 ? text.substring(0, 40) + "..." : text;
        return s.replaceAll("\\p{Cntrl}", "?");
    }

    /** Whether host, user, site or agent {@code text} passes NodeConfig's check with every other field valid. */
    private static boolean alone(Field f, String text) {
        String h = f == Field.HOST ? text : "localhost";
        String u = f == Field.USER ? text : "vod";
        String s = f == Field.SITE ? text : null;
        String a = f == Field.AGENT ? text : null;
        try {
            new NodeConfig("check", h, NodeConfig.DEFAULT_PORT, u, "key", 1e6, s, a);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static String trimmed(double v) {
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
