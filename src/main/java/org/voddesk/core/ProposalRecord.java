package org.voddesk.core;


/**
 * A migration proposal and its life so far.
 *
 * @param id                   its number
 * @param draft                what was proposed
 * @param state                where it is in its life
 * @param stateChangedAtMs     when it entered {@code state}
 * @param decidedBy            who approved or rejected it, or {@code null} (undecided, or it expired)
 * @param decidedAtMs          when, or {@code null}
 * @param decisionNote         why, as the supervisor wrote it, or {@code null}
 * @param executionStartedAtMs when execution began, or {@code null}
 * @param finishedAtMs         when it ended done or failed, or {@code null}
 * @param outcome              what execution (or its refusal) reported, or {@code null}
 * @param dependsOn            the proposal that must be done before this one may be approved (the previous link of
 *                             an RMTS migration chain), or {@code null}
 */
public record ProposalRecord(long id, ProposalDraft draft, ProposalState state, long stateChangedAtMs,
                             String decidedBy, Long decidedAtMs, String decisionNote, Long executionStartedAtMs,
                             Long finishedAtMs, String outcome, Long dependsOn) {
    /** A proposal that depends on no other. */
    public ProposalRecord(long id, ProposalDraft draft, ProposalState state, long stateChangedAtMs, String decidedBy,
                          Long decidedAtMs, String decisionNote, Long executionStartedAtMs, Long finishedAtMs,
                          String outcome) {
        this(id, draft, state, stateChangedAtMs, decidedBy, decidedAtMs, decisionNote, executionStartedAtMs,
                finishedAtMs, outcome, null);
    }
}
