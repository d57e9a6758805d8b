package org.voddesk.ui.cameras;

import java.util.List;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.controlsfx.control.textfield.CustomTextField;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignM;
import org.kordamp.ikonli.materialdesign2.MaterialDesignP;
import org.kordamp.ikonli.materialdesign2.MaterialDesignV;
import org.voddesk.core.Camera;
import org.voddesk.core.Quality;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.LiveScrollPane;
import org.voddesk.ui.common.NoticeLabel;
import org.voddesk.ui.common.Screen;
import org.voddesk.ui.common.ScreenMaking;
import org.voddesk.ui.common.FormLabel;

/**
 * Screen 2 as nodes: the search field and hit list on the left; on the right the camera's timeline
 * ({@link TimelinePane}), the playback request, where it went and why ({@link PlacementPane}), and the camera's
 * live sessions with their moves ({@link SessionsPane}). Ctrl+F searches, Ctrl+Enter requests a playback
 * ({@link #shortcuts}, listed in the help overlay).
 * Binds to {@link CamerasViewModel}.
 */
public final class CamerasView extends BorderPane implements Screen {
    private final CamerasViewModel model;
    private final CustomTextField search = new CustomTextField();

    /** Makes the screen in one go (its parts in one step; the console makes them with {@link #making}). */
    public CamerasView(CamerasViewModel model) {
        this(model, detail(model, new SessionsPane(model)));
    }

    private CamerasView(CamerasViewModel model, VBox detail) {
        this.model = model;
        getStyleClass().add("cameras-screen");
        ScrollPane scroll = new LiveScrollPane(detail);
        scroll.setId("camera-detail");
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true); // the sessions' moves take the height left; below the detail's least, it scrolls
        SplitPane split = new SplitPane(searchPane(), scroll);
        split.setDividerPositions(0.28); // wide enough for a camera's id, name and site at 1600 px
        // a narrower window narrows the camera's detail, not the list (whose names would be cut)
        SplitPane.setResizableWithParent(split.getItems().get(0), false);
        setCenter(split);
    }

    /**
     * The screen made in four steps, one per frame: the view model, the live sessions' pane (the console's first
     * table: the longest part), the rest of the camera's detail, then the search pane and the screen.
     */
    public static ScreenMaking making(Supplier<CamerasViewModel> model) {
        Parts parts = new Parts();
        return new ScreenMaking()
                .part(() -> parts.model = model.get())
                .part(() -> parts.sessions = new SessionsPane(parts.model))
                .part(() -> parts.detail = detail(parts.model, parts.sessions))
                .last(() -> new CamerasView(parts.model, parts.detail));
    }

    /** The parts made in steps of their own. */
    private static final class Parts {
        private CamerasViewModel model;
        private SessionsPane sessions;
        private VBox detail;
    }

    private VBox searchPane() {
        search.setId("camera-search");
        search.setPromptText("Camera id, name or site (Ctrl+F)");
        search.setLeft(new FontIcon(MaterialDesignM.MAGNIFY));
        search.textProperty().bindBidirectional(model.queryProperty());
        ListView<Camera> list = new ListView<>(model.hits());
        list.setId("camera-list");
        list.setCellFactory(v -> new CameraCell());
        list.setPlaceholder(new Label("No camera matches."));
        list.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null) {
                model.cameraProperty().set(b);
            }
        });
        Label count = new Label();
        count.getStyleClass().add("muted");
        count.textProperty().bind(Bindings.size(model.hits()).map(n -> n.intValue() == 1 ? "1 camera listed"
                : n + " cameras listed"));
        VBox.setVgrow(list, Priority.ALWAYS);
        VBox box = new VBox(8, search, count, list);
        box.setPadding(new Insets(10));
        box.setMinWidth(380);
        return box;
    }

    private static VBox detail(CamerasViewModel model, SessionsPane sessions) {
        Label title = new Label();
        title.setId("camera-title");
        title.getStyleClass().add("screen-title");
        title.textProperty().bind(model.cameraProperty().map(CameraCell::describe).orElse("No camera selected"));
        TimelinePane timeline = new TimelinePane(model.pickedProperty(), model.zone(), model::onPickTime);
        timeline.timelineProperty().bind(model.timelineProperty());
        Label hint = new Label("Click a span to pick the begin time. Bars: recorded spans per node; shaded: gaps"
                + " no node holds; triangles: live sessions at their position.");
        hint.getStyleClass().add("muted");
        hint.setWrapText(true);
        NoticeLabel notice = new NoticeLabel(model.noticeProperty());
        notice.setId("cameras-notice");
        VBox.setVgrow(sessions, Priority.ALWAYS);
        VBox box = new VBox(10, title, section("Recording timeline"), timeline, hint, requestRow(model), notice,
                new PlacementPane(model), sessions);
        box.setPadding(new Insets(12, 16, 16, 16));
        box.setMinHeight(Region.USE_PREF_SIZE); // a lower window scrolls the detail, it never squeezes the tables in it
        return box;
    }

    private static FlowPane requestRow(CamerasViewModel model) {
        TextField begin = new TextField();
        begin.setId("begin-time");
        begin.setPrefColumnCount(16);
        begin.setPromptText("2026-12-01 14:03:27");
        begin.textProperty().bindBidirectional(model.beginProperty());
        ChoiceBox<Double> rate = new ChoiceBox<>();
        rate.setId("rate");
        rate.getItems().setAll(CamerasViewModel.RATES);
        rate.setConverter(new StringConverter<>() {
            @Override
            public String toString(Double r) {
                return r == null ? "" : Formats.rate(r);
            }

            @Override
            public Double fromString(String s) {
                return null;
            }
        });
        rate.valueProperty().bindBidirectional(model.rateProperty());
        ChoiceBox<Quality> quality = new ChoiceBox<>();
        quality.setId("quality");
        quality.getItems().setAll(Quality.values());
        quality.setConverter(new StringConverter<>() {
            @Override
            public String toString(Quality q) {
                return q == null ? "" : q.wireName(); // "main", as the sessions tables show it
            }

            @Override
            public Quality fromString(String s) {
                return null;
            }
        });
        quality.valueProperty().bindBidirectional(model.qualityProperty());
        Button request = new Button("Request playback", new FontIcon(MaterialDesignP.PLAY_CIRCLE));
        request.setId("request-playback");
        request.getStyleClass().add("accent");
        request.setOnAction(e -> model.onRequestPlayback());
        request.disableProperty().bind(model.cameraProperty().isNull());
        // each field beside its label and at its whole width (the begin time's seconds are never cut); a window too
        // narrow for one line (1280 px) puts the button on a second line under Begin, never past the right edge
        FlowPane form = new FlowPane(16, 8, field("Begin", begin), field("Speed", rate), field("Quality", quality),
                request);
        form.setId("request-form");
        form.setAlignment(Pos.CENTER_LEFT);
        form.setPrefWrapLength(0); // as wide as the detail, not FlowPane's own default of 400 px
        form.setMinWidth(0);
        return form;
    }

    private static HBox field(String label, Node field) {
        HBox box = new HBox(8, FormLabel.of(label), field);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    static Label section(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }

    @Override
    public String title() {
        return "Cameras";
    }

    @Override
    public Ikon icon() {
        return MaterialDesignC.CCTV;
    }

    @Override
    public List<Shortcut> shortcuts() {
        return List.of(
                new Shortcut(new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN), "Search a camera",
                        search::requestFocus),
                new Shortcut(new KeyCodeCombination(KeyCode.ENTER, KeyCombination.SHORTCUT_DOWN),
                        "Request playback of the selected camera", model::onRequestPlayback));
    }

    @Override
    public Node view() {
        return this;
    }

    @Override
    public void onShow() {
        model.onShow();
    }

    @Override
    public void onHide() {
        model.onHide();
    }

    /** A hit: id, and name and site when the catalogue knows them. */
    private static final class CameraCell extends ListCell<Camera> {
        private final FontIcon icon = new FontIcon(MaterialDesignV.VIDEO_OUTLINE);
        private final Tooltip whole = new Tooltip();

        CameraCell() {
            setPrefWidth(0); // as wide as the list: a long name ends in "..." (whole in the tooltip), no side scroll
        }

        @Override
        protected void updateItem(Camera item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : describe(item));
            setGraphic(empty || item == null ? null : icon);
            whole.setText(getText());
            setTooltip(empty || item == null ? null : whole);
        }

        static String describe(Camera c) {
            String name = c.name().equals(c.id()) ? c.id() : c.id() + "  " + c.name();
            return c.site() == null ? name : name + "  (" + c.site() + ")";
        }
    }
}
