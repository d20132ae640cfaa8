/* qd-board-pane.c — a QdCanvas, scrolled, with zoom buttons over its top
 * right corner (clear of the window's toasts, which rise from the bottom):
 * out, the zoom as a percentage (a click gives back the original or fitted
 * size), in; and, for pages with a search, the search tree below the board
 * behind a toggle. */
#include "config.h"
#include "qd-board-pane.h"
#include "qd-search-tree-pane.h"

#include <glib/gi18n.h>

struct _QdBoardPane
{
  GtkWidget parent_instance;

  GtkWidget *column;          /* the legend (if any) over the overlay */
  GtkWidget *overlay;         /* the scroller, the corner's controls over it */
  GtkScrolledWindow *scroller;
  QdCanvas *canvas;
  gboolean starts_fitted;
  GtkLabel *zoom_label;
  GtkWidget *zoom_buttons;
  GtkWidget *bar;             /* qd_board_pane_set_bar's, in the corner */
  guint zoom_idle;

  /* With a search tree: the board and the tree split, the toggle. */
  GtkWidget *paned;
  QdSearchTreePane *tree_pane;
  GtkWidget *tree_toggle;
  gboolean tree_shown;
};

G_DEFINE_FINAL_TYPE (QdBoardPane, qd_board_pane, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CANVAS,
  PROP_TREE_SHOWN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
zoom_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  QdBoardPane *self = QD_BOARD_PANE (widget);
  double zoom;

  if (self->canvas == NULL)
    return;
  zoom = qd_canvas_get_zoom (self->canvas);
  if (g_str_equal (action_name, "board.zoom-in"))
    zoom *= 1.25;
  else if (g_str_equal (action_name, "board.zoom-out"))
    zoom /= 1.25;
  else if (self->starts_fitted)
    {
      qd_canvas_set_fit (self->canvas, TRUE);
      return;
    }
  else
    zoom = 1;
  qd_canvas_set_zoom (self->canvas, zoom);
}

static GtkWidget *
zoom_button (const char *icon, const char *tooltip, const char *action)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  return button;
}

static gboolean
show_zoom (gpointer data)
{
  QdBoardPane *self = QD_BOARD_PANE (data);
  g_autofree char *text = NULL;

  self->zoom_idle = 0;
  if (self->canvas == NULL)
    return G_SOURCE_REMOVE;
  /* TRANSLATORS: the board's zoom, as in "125%" */
  text = g_strdup_printf (_("%.0f%%"), qd_canvas_get_zoom (self->canvas) * 100);
  gtk_label_set_label (self->zoom_label, text);
  return G_SOURCE_REMOVE;
}

/* The canvas may change its zoom while it is laid out: the label follows
 * from an idle callback. */
static void
on_zoom_changed (QdCanvas *canvas, QdBoardPane *self)
{
  if (self->zoom_idle == 0)
    self->zoom_idle = g_idle_add_full (G_PRIORITY_DEFAULT, show_zoom, self, NULL);
}

/* A fitted drawing keeps out from under the buttons over its corner (their
 * size with their margins, and a little air). */
static void
keep_clear_of_buttons (QdBoardPane *self)
{
  GtkWidget *corner = gtk_widget_get_parent (self->zoom_buttons);
  int width, height;

  if (self->canvas == NULL)
    return;
  gtk_widget_measure (corner, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (corner, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  qd_canvas_set_corner (self->canvas, width + gtk_widget_get_margin_end (corner) + 4,
                        height + gtk_widget_get_margin_top (corner) + 4);
}

void
qd_board_pane_set_canvas (QdBoardPane *self, QdCanvas *canvas)
{
  if (self->canvas == canvas)
    return;
  if (self->canvas != NULL)
    g_signal_handlers_disconnect_by_func (self->canvas, on_zoom_changed, self);
  self->canvas = canvas;
  if (canvas != NULL)
    {
      g_signal_connect (canvas, "zoom-changed", G_CALLBACK (on_zoom_changed), self);
      on_zoom_changed (canvas, self);
      keep_clear_of_buttons (self);
    }
  self->starts_fitted = canvas != NULL && qd_canvas_get_fit (canvas);
  gtk_scrolled_window_set_child (self->scroller, canvas != NULL ? GTK_WIDGET (canvas) : NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CANVAS]);
}

QdCanvas *
qd_board_pane_get_canvas (QdBoardPane *self)
{
  return self->canvas;
}

static void
qd_board_pane_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_CANVAS:
      g_value_set_object (value, QD_BOARD_PANE (object)->canvas);
      break;
    case PROP_TREE_SHOWN:
      g_value_set_boolean (value, QD_BOARD_PANE (object)->tree_shown);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qd_board_pane_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_CANVAS:
      qd_board_pane_set_canvas (QD_BOARD_PANE (object), g_value_get_object (value));
      break;
    case PROP_TREE_SHOWN:
      qd_board_pane_set_search_tree_shown (QD_BOARD_PANE (object), g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qd_board_pane_dispose (GObject *object)
{
  QdBoardPane *self = QD_BOARD_PANE (object);

  g_clear_handle_id (&self->zoom_idle, g_source_remove);
  if (self->canvas != NULL)
    g_signal_handlers_disconnect_by_func (self->canvas, on_zoom_changed, self);
  if (self->paned != NULL)
    {
      g_clear_pointer (&self->paned, gtk_widget_unparent);
      self->column = NULL;
    }
  g_clear_pointer (&self->column, gtk_widget_unparent);
  self->canvas = NULL;
  self->tree_pane = NULL;
  G_OBJECT_CLASS (qd_board_pane_parent_class)->dispose (object);
}

static void
qd_board_pane_class_init (QdBoardPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qd_board_pane_dispose;
  object_class->get_property = qd_board_pane_get_property;
  object_class->set_property = qd_board_pane_set_property;

  properties[PROP_CANVAS] =
    g_param_spec_object ("canvas", NULL, NULL, QD_TYPE_CANVAS,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* TRUE: the search tree shows below the board (with qd_board_pane_add_search_tree). */
  properties[PROP_TREE_SHOWN] =
    g_param_spec_boolean ("search-tree-shown", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_install_property_action (widget_class, "board.show-search-tree", "search-tree-shown");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F8, 0, "board.show-search-tree", NULL);

  gtk_widget_class_install_action (widget_class, "board.zoom-in", NULL, zoom_activated);
  gtk_widget_class_install_action (widget_class, "board.zoom-out", NULL, zoom_activated);
  gtk_widget_class_install_action (widget_class, "board.zoom-reset", NULL, zoom_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "board.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "board.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "board.zoom-reset", NULL);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
qd_board_pane_init (QdBoardPane *self)
{
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  self->column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_parent (self->column, GTK_WIDGET (self));
  self->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->scroller), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->scroller), TRUE);
  self->overlay = gtk_overlay_new ();
  gtk_overlay_set_child (GTK_OVERLAY (self->overlay), GTK_WIDGET (self->scroller));
  gtk_box_append (GTK_BOX (self->column), self->overlay);

  gtk_widget_add_css_class (buttons, "linked");
  gtk_widget_add_css_class (buttons, "osd");
  gtk_widget_add_css_class (buttons, "zoom-controls");
  gtk_box_append (GTK_BOX (buttons), zoom_button ("zoom-out-symbolic", _("Zoom Out (Ctrl+−)"), "board.zoom-out"));
  {
    GtkWidget *reset = gtk_button_new_with_label ("100%");

    self->zoom_label = GTK_LABEL (gtk_button_get_child (GTK_BUTTON (reset)));
    gtk_label_set_width_chars (self->zoom_label, 5);
    gtk_widget_add_css_class (GTK_WIDGET (self->zoom_label), "numeric");
    gtk_widget_set_tooltip_text (reset, _("Original Size (Ctrl+0)"));
    gtk_accessible_update_property (GTK_ACCESSIBLE (reset), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Zoom: original size"),
                                    -1);
    gtk_actionable_set_action_name (GTK_ACTIONABLE (reset), "board.zoom-reset");
    gtk_box_append (GTK_BOX (buttons), reset);
  }
  gtk_box_append (GTK_BOX (buttons), zoom_button ("zoom-in-symbolic", _("Zoom In (Ctrl++)"), "board.zoom-in"));
  {
    /* The corner, top right (toasts rise from the bottom and would hide
     * it): the search tree's toggle (once there is a tree), the zoom. */
    GtkWidget *corner = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

    gtk_widget_set_halign (corner, GTK_ALIGN_END);
    gtk_widget_set_valign (corner, GTK_ALIGN_START);
    gtk_widget_set_margin_end (corner, 12);
    gtk_widget_set_margin_top (corner, 12);
    gtk_box_append (GTK_BOX (corner), buttons);
    gtk_overlay_add_overlay (GTK_OVERLAY (self->overlay), corner);
  }
  self->zoom_buttons = buttons;
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
}

void
qd_board_pane_set_bar (QdBoardPane *self, GtkWidget *bar)
{
  GtkWidget *corner = gtk_widget_get_parent (self->zoom_buttons);

  g_return_if_fail (QD_IS_BOARD_PANE (self));
  if (self->bar == bar)
    return;
  if (self->bar != NULL && gtk_widget_get_parent (self->bar) == corner)
    gtk_box_remove (GTK_BOX (corner), self->bar);
  self->bar = bar;
  if (bar != NULL)
    gtk_box_prepend (GTK_BOX (corner), bar);
  keep_clear_of_buttons (self);
}

void
qd_board_pane_set_legend (QdBoardPane *self, GtkWidget *legend)
{
  g_return_if_fail (QD_IS_BOARD_PANE (self) && GTK_IS_WIDGET (legend));
  gtk_box_prepend (GTK_BOX (self->column), legend);
}

/* ------------------------------------------------------------ search tree */

/* The board and the tree share the room evenly to begin with, side by side
 * when the pane is much wider than high (a word puzzle's strip over its
 * trace) and wide enough for both, else the tree below: at the first frame after the tree shows,
 * once the split is laid out. */
#define BOARD_MIN_HEIGHT 120   /* a board over its tree keeps at least this */

/* A board pane at the top of a vertical split (the word puzzle's strip over
 * its trace) takes room from the part below when the tree needs it, within
 * what that part must keep: a window made small after a large one leaves
 * the part below as tall as it was.  TRUE when it asked for more (the
 * divider is placed once the pane has it). */
static gboolean
make_room (QdBoardPane *self, int height)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));
  GtkWidget *below;
  int tree_height, below_height, want;

  if (!GTK_IS_PANED (parent) || gtk_orientable_get_orientation (GTK_ORIENTABLE (parent)) != GTK_ORIENTATION_VERTICAL ||
      gtk_paned_get_start_child (GTK_PANED (parent)) != GTK_WIDGET (self) ||
      (below = gtk_paned_get_end_child (GTK_PANED (parent))) == NULL)
    return FALSE;
  gtk_widget_measure (GTK_WIDGET (self->tree_pane), GTK_ORIENTATION_VERTICAL, -1, &tree_height, NULL, NULL, NULL);
  gtk_widget_measure (below, GTK_ORIENTATION_VERTICAL, -1, &below_height, NULL, NULL, NULL);
  want = MIN (tree_height + BOARD_MIN_HEIGHT, gtk_widget_get_height (parent) - below_height);
  if (height >= want || gtk_paned_get_position (GTK_PANED (parent)) >= want)
    return FALSE;
  gtk_paned_set_position (GTK_PANED (parent), want);
  return TRUE;
}

static gboolean
place_divider (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  QdBoardPane *self = QD_BOARD_PANE (widget);
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  GtkOrientation orientation;
  int tree_width;

  if (width <= 0 || height <= 0)
    return G_SOURCE_CONTINUE;
  /* Side by side only where half the width holds the tree's toolbar: in a
   * narrow window a wide strip keeps the tree below it. */
  gtk_widget_measure (GTK_WIDGET (self->tree_pane), GTK_ORIENTATION_HORIZONTAL, -1, &tree_width, NULL, NULL, NULL);
  orientation = width > 1.6 * height && width / 2 >= tree_width ? GTK_ORIENTATION_HORIZONTAL
                                                                 : GTK_ORIENTATION_VERTICAL;
  if (orientation == GTK_ORIENTATION_VERTICAL && make_room (self, height))
    return G_SOURCE_CONTINUE;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->paned), orientation);
  gtk_paned_set_position (GTK_PANED (self->paned), (orientation == GTK_ORIENTATION_HORIZONTAL ? width : height) / 2);
  return G_SOURCE_REMOVE;
}

QdSearchTreePane *
qd_board_pane_add_search_tree (QdBoardPane *self)
{
  GtkWidget *toggle;

  g_return_val_if_fail (QD_IS_BOARD_PANE (self), NULL);
  if (self->tree_pane != NULL)
    return self->tree_pane;

  self->paned = gtk_paned_new (GTK_ORIENTATION_VERTICAL);
  gtk_paned_set_wide_handle (GTK_PANED (self->paned), TRUE);
  gtk_paned_set_shrink_start_child (GTK_PANED (self->paned), FALSE);
  gtk_paned_set_shrink_end_child (GTK_PANED (self->paned), FALSE);
  g_object_ref (self->column);
  gtk_widget_unparent (self->column);
  gtk_paned_set_start_child (GTK_PANED (self->paned), self->column);
  g_object_unref (self->column);
  gtk_widget_set_parent (self->paned, GTK_WIDGET (self));

  self->tree_pane = QD_SEARCH_TREE_PANE (qd_search_tree_pane_new ());
  gtk_widget_set_visible (GTK_WIDGET (self->tree_pane), FALSE);
  gtk_paned_set_end_child (GTK_PANED (self->paned), GTK_WIDGET (self->tree_pane));

  toggle = gtk_toggle_button_new ();
  gtk_button_set_icon_name (GTK_BUTTON (toggle), "qd-search-tree-symbolic");
  gtk_widget_set_tooltip_text (toggle, _("Search Tree (F8)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Show the search tree"), -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (toggle), "board.show-search-tree");
  gtk_widget_add_css_class (toggle, "osd");
  gtk_widget_add_css_class (toggle, "circular");
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  self->tree_toggle = toggle;
  qd_board_pane_add_corner (self, toggle);
  return self->tree_pane;
}

void
qd_board_pane_add_corner (QdBoardPane *self, GtkWidget *widget)
{
  g_return_if_fail (QD_IS_BOARD_PANE (self) && GTK_IS_WIDGET (widget));
  gtk_box_prepend (GTK_BOX (gtk_widget_get_parent (self->zoom_buttons)), widget);
  keep_clear_of_buttons (self);
}

QdSearchTreePane *
qd_board_pane_get_search_tree (QdBoardPane *self)
{
  return self->tree_pane;
}

gboolean
qd_board_pane_get_search_tree_shown (QdBoardPane *self)
{
  return self->tree_shown;
}

void
qd_board_pane_set_search_tree_shown (QdBoardPane *self, gboolean shown)
{
  shown = shown && self->tree_pane != NULL;
  if (self->tree_shown == shown)
    return;
  self->tree_shown = shown;
  gtk_widget_set_visible (GTK_WIDGET (self->tree_pane), shown);
  if (shown)
    gtk_widget_add_tick_callback (GTK_WIDGET (self), place_divider, NULL, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TREE_SHOWN]);
}
