package org.voddesk.ui.common;

import javafx.beans.value.ObservableValue;
import javafx.scene.control.Alert;
import javafx.scene.control.Label;

/**
 * Shows a view model's {@link Notice} beside the action that caused it, in its tone's colour and icon; an error
 * also opens a dialog (not modal, so nothing waits on it) whose header line says what failed and whose body names
 * what to do ({@link DialogText}). Each new notice replaces the last. A {@link #status} label shows a state read in
 * the background (how the last scheduled export went) and opens no dialog: nobody asked for it just then.
 */
public final class NoticeLabel extends Label {
    private final StateBadge badge = new StateBadge();
    private final boolean dialogs;
    private Alert open;

    public NoticeLabel(ObservableValue<Notice> notice) {
        this(notice, true);
    }

    /** A label for a state read in the background: an error shows in its colour and word, without a dialog. */
    public static NoticeLabel status(ObservableValue<Notice> notice) {
        return new NoticeLabel(notice, false);
    }

    private NoticeLabel(ObservableValue<Notice> notice, boolean dialogs) {
        this.dialogs = dialogs;
        getStyleClass().add("notice");
        setWrapText(true);
        setGraphic(badge);
        notice.addListener((o, before, after) -> show(after));
        show(notice.getValue());
    }

    private void show(Notice n) {
        Notice shown = n == null ? Notice.NONE : n;
        setText(shown.text());
        badge.show(shown.tone(), word(shown.tone()));
        setVisible(!shown.text().isEmpty());
        setManaged(isVisible());
        if (dialogs && shown.isError() && getScene() != null) {
            if (open != null) {
                open.close();
            }
            DialogText words = DialogText.of(shown.text());
            open = new Alert(Alert.AlertType.ERROR, words.body());
            open.setHeaderText(words.header());
            open.setTitle("Not done");
            open.initOwner(getScene().getWindow());
            open.show();
        }
    }

    private static String word(Tone tone) {
        return switch (tone) {
            case GOOD -> "DONE";
            case INFO -> "WORKING";
            case WARNING -> "NOTE";
            case DANGER -> "NOT DONE";
            case MUTED -> "";
        };
    }
}
