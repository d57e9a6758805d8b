package org.voddesk.core;

import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The transition table of one life ({@link PlanState}, {@link MoveState}): which state may go to which, a state
 * with no successors being final, and the lower-case word each state has in the database and in messages. Both
 * lives read their rule here, and the store's guarded update checks a change against it, so a plan and its moves
 * cannot drift apart in how a transition is decided.
 *
 * @param <S> the state enum
 */
public final class Transitions<S extends Enum<S>> {
    private final Class<S> type;
    private final String name;
    private final Map<S, Set<S>> successors;

    private Transitions(Class<S> type, String name, Map<S, Set<S>> successors) {
        this.type = type;
        this.name = name;
        this.successors = successors;
    }

    /** A table for the states of {@code type}, called {@code name} in messages ("plan"); every state starts final. */
    public static <S extends Enum<S>> Builder<S> of(Class<S> type, String name) {
        return new Builder<>(type, name);
    }

    /** The states {@code from} may move to; empty for a final state. */
    public Set<S> successors(S from) {
        return successors.get(from);
    }

    /** Whether a {@code from} may move to {@code to}. */
    public boolean allows(S from, S to) {
        return successors.get(from).contains(to);
    }

    /** Whether a life in {@code state} is over. */
    public boolean isFinal(S state) {
        return successors.get(state).isEmpty();
    }

    /** The lower-case word of {@code state}, used in the database and in messages. */
    public String word(S state) {
        return state.name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@link #word}; throws {@link IllegalArgumentException} for anything else. */
    public S fromWord(String word) {
        for (S s : type.getEnumConstants()) {
            if (word(s).equals(word)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown " + name + " state '" + word + "'");
    }

    /** Collects the transitions of one life; a state given no successors is final. */
    public static final class Builder<S extends Enum<S>> {
        private final Class<S> type;
        private final String name;
        private final Map<S, Set<S>> successors;

        private Builder(Class<S> type, String name) {
            if (type == null || name == null || name.isBlank()) {
                throw new IllegalArgumentException("a transition table needs its state type and a name");
            }
            this.type = type;
            this.name = name;
            this.successors = new EnumMap<>(type);
            for (S s : type.getEnumConstants()) {
                successors.put(s, EnumSet.noneOf(type));
            }
        }

        /** {@code from} may move to each of {@code to}. */
        @SafeVarargs
        public final Builder<S> allow(S from, S... to) {
            for (S next : to) {
                if (next == from) {
                    throw new IllegalArgumentException(name + " state " + from + " cannot move to itself");
                }
                successors.get(from).add(next);
            }
            return this;
        }

        public Transitions<S> build() {
            Map<S, Set<S>> table = new EnumMap<>(type);
            successors.forEach((s, next) -> table.put(s, Collections.unmodifiableSet(EnumSet.copyOf(next))));
            return new Transitions<>(type, name, Collections.unmodifiableMap(table));
        }
    }
}
