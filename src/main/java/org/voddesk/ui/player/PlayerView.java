package org.voddesk.ui.player;

import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.media.MediaView;
import org.voddesk.ui.cameras.CamerasViewModel;
import org.voddesk.ui.common.NoticeLabel;

/**
 * A session's player: the picture, with the state in words over it whenever it is not playing (never a silent
 * black rectangle), what it plays above it, and its buttons below; binds to {@link PlayerViewModel}.
 */
public final class PlayerView extends BorderPane {
    /**
     * A player of {@code model} showing its pictures in {@code media} (the view the model's {@link FxVideoOutput}
     * draws in).
     */
    public PlayerView(PlayerViewModel model, MediaView media) {
        getStyleClass().add("player");
        setStyle("-fx-background-color: black;");

        Label camera = label("player-camera", model.cameraProperty());
        camera.getStyleClass().add("section-title");
        Label node = label("player-node", model.nodeProperty());
        Label time = label("player-time", model.recordedTimeProperty());
        Label speed = label("player-speed", model.speedProperty());
        Label moved = label("player-moved", model.movedProperty());
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        HBox top = new HBox(12, camera, node, moved, grow, time, speed);
        top.setAlignment(Pos.CENTER_LEFT);
        top.setPadding(new Insets(8, 12, 8, 12));
        setTop(top);

        media.setPreserveRatio(true);
        StackPane picture = new StackPane(media);
        media.fitWidthProperty().bind(picture.widthProperty());
        media.fitHeightProperty().bind(picture.heightProperty());
        picture.setMinSize(0, 0);
        Label words = label("player-words", model.wordsProperty());
        words.setWrapText(true);
        words.setStyle("-fx-text-fill: white; -fx-font-size: 1.3em;");
        StackPane.setMargin(words, new Insets(24));
        words.visibleProperty().bind(model.stateProperty().isNotEqualTo(PlayerState.PLAYING));
        picture.getChildren().add(words);
        setCenter(picture);

        setBottom(new VBox(4, buttons(model), notice(model)));
    }

    private static HBox buttons(PlayerViewModel model) {
        Button pause = new Button();
        pause.setId("player-pause");
        pause.textProperty().bind(Bindings.when(model.stateProperty().isEqualTo(PlayerState.PAUSED))
                .then("Play").otherwise("Pause"));
        pause.setOnAction(e -> model.onPause());
        ChoiceBox<Double> rate = new ChoiceBox<>();
        rate.setId("player-rate");
        rate.getItems().setAll(CamerasViewModel.RATES);
        rate.setValue(1.0);
        Button setRate = new Button("Set speed");
        setRate.setId("player-set-rate");
        setRate.setOnAction(e -> model.onSpeed(rate.getValue()));
        Button stop = new Button("Stop session");
        stop.setId("player-stop");
        stop.getStyleClass().add("danger");
        stop.setOnAction(e -> model.onStop());
        Button copy = new Button("Copy URL");
        copy.setId("player-copy");
        copy.setOnAction(e -> model.onCopyUrl());
        Button open = new Button("Open in the system player");
        open.setId("player-open");
        open.setOnAction(e -> model.onOpenUrl());
        HBox bar = new HBox(8, pause, rate, setRate, stop, copy, open);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(8, 12, 4, 12));
        return bar;
    }

    private static NoticeLabel notice(PlayerViewModel model) {
        NoticeLabel notice = new NoticeLabel(model.noticeProperty());
        notice.setId("player-notice");
        notice.setPadding(new Insets(0, 12, 8, 12));
        return notice;
    }

    private static Label label(String id, javafx.beans.value.ObservableValue<String> text) {
        Label l = new Label();
        l.setId(id);
        l.textProperty().bind(text);
        return l;
    }
}
