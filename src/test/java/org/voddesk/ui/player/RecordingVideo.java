package org.voddesk.ui.player;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@link VideoOutput} that records what the player asks of it, and through which a test says what the media
 * would say ({@link #listener()}). No decoding: the words and the switches are what is tested.
 */
final class RecordingVideo implements VideoOutput {
    final List<String> loaded = new ArrayList<>();
    final List<String> calls = new ArrayList<>();
    private Listener listener;

    @Override
    public void load(String url) {
        loaded.add(url);
        calls.add("load");
    }

    @Override
    public void play() {
        calls.add("play");
    }

    @Override
    public void pause() {
        calls.add("pause");
    }

    @Override
    public void rate(double rate) {
        calls.add("rate " + rate);
    }

    @Override
    public void dispose() {
        calls.add("dispose");
    }

    @Override
    public void listen(Listener l) {
        listener = l;
    }

    /** The player's ear: a test speaks through it as the media would. */
    Listener listener() {
        return listener;
    }

    String last() {
        return calls.isEmpty() ? "" : calls.get(calls.size() - 1);
    }
}
