/* qd-mapcolor-fcmac-view.c — forward checking vs arc consistency, side by side. */
#include "config.h"
#include "qd-mapcolor-fcmac-view.h"

#include <glib/gi18n.h>

#include "core/qd-job.h"
#include "core/qd-owned.h"
#include "app/qd-page.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-picture-view.h"
#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-search-tree-view.h"
#include "app/widgets/qd-widgets.h"
#include "render/mapcolor/qd-mapcolor-fcmac-describe.h"
#include "render/mapcolor/qd-mapcolor-fcmac-render.h"
#include "problems/mapcolor/qd-mapcolor-practice.h"
#include "qd-mapcolor-fcmac-list.h"

struct _QdMapcolorFcmacView
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkEntry *order_entry;
  GtkEntry *values_entry;
  GtkWidget *build_button;
  GtkLabel *summary;
  QdPictureView *tables_view;
  /* The drawn tables, or the same as widgets (T, the toggle). */
  GtkStack *stack;
  GtkWidget *list;
  GtkWidget *split;           /* the tables over the trees */
  gboolean table_shown;
  /* The two runs as search trees, FC then MAC, under the tables. */
  QdSearchTreeView *tree_views[2];
  GtkLabel *tree_titles[2];
  GtkLabel *tree_status[2];
  GtkWidget *trees;
  GtkWidget *summary_line;    /* the counts and the toggle */
  GtkWidget *settings_row;
  GtkWidget *settings[3];     /* the order, the values, Build: put away in practice */
  /* Practice (issue 51): the rows asked about one by one, the trees and
   * the list, which tell them, put away. */
  GtkToggleButton *practice_button;
  QdPracticeBar *practice_bar;
  gint practice_step;         /* the row asked about (render's practice_step), or -1 */

  QdMap *map;
  QdJob *job;
  GPtrArray *tables;          /* QdCspTable*, FC then MAC */
  gint highlight_row;         /* the row of the node selected in a tree, or -1 */
  const QdCspTable *highlight_table;
};

G_DEFINE_FINAL_TYPE (QdMapcolorFcmacView, qd_mapcolor_fcmac_view, GTK_TYPE_WIDGET)

enum {
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_TABLE_SHOWN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
describe_tables (gpointer data)
{
  QdMapcolorFcmacView *self = data;

  if (self->tables == NULL)
    return g_strdup (gtk_label_get_text (self->summary));
  /* Practice: the tables in words would tell the answers. */
  if (gtk_toggle_button_get_active (self->practice_button) && self->practice_step >= 0)
    return g_strdup (qd_practice_bar_get_question (self->practice_bar));
  return qd_mapcolor_fcmac_describe ((QdCspTable *const *) self->tables->pdata, self->tables->len);
}

void
qd_mapcolor_fcmac_view_set_table_shown (QdMapcolorFcmacView *self, gboolean shown)
{
  g_return_if_fail (QD_IS_MAPCOLOR_FCMAC_VIEW (self));
  if (self->table_shown == shown)
    return;
  self->table_shown = shown;
  gtk_stack_set_visible_child_name (self->stack, shown ? "list" : "tables");
  /* Lists squeezed over the trees get half the room. */
  if (shown && gtk_widget_get_height (GTK_WIDGET (self->stack)) < gtk_widget_get_height (self->split) / 2)
    gtk_paned_set_position (GTK_PANED (self->split), gtk_widget_get_height (self->split) / 2);
  if (!shown || !qd_mapcolor_fcmac_list_focus (self->list))
    gtk_widget_grab_focus (GTK_WIDGET (self->tables_view));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TABLE_SHOWN]);
}

gboolean
qd_mapcolor_fcmac_view_get_table_shown (QdMapcolorFcmacView *self)
{
  g_return_val_if_fail (QD_IS_MAPCOLOR_FCMAC_VIEW (self), FALSE);
  return self->table_shown;
}

GtkWidget *
qd_mapcolor_fcmac_view_get_list (QdMapcolorFcmacView *self)
{
  g_return_val_if_fail (QD_IS_MAPCOLOR_FCMAC_VIEW (self), NULL);
  return self->list;
}

static void
hide_table (gpointer data)
{
  qd_mapcolor_fcmac_view_set_table_shown (data, FALSE);
}

static void
on_row_activated (gpointer data, guint table, guint row)
{
  qd_mapcolor_fcmac_view_select_row (data, table, row);
}

static void
tables_size (gpointer data, double *width, double *height)
{
  GPtrArray *tables = QD_MAPCOLOR_FCMAC_VIEW (data)->tables;
  QdMapcolorFcmacRenderOptions options;

  qd_mapcolor_fcmac_render_options_init (&options, NULL);
  options.show_key = TRUE;
  qd_mapcolor_fcmac_render_get_size ((QdCspTable *const *) tables->pdata, tables->len, &options, width, height);
}

static void
tables_draw (gpointer data, cairo_t *cr, const QdPalette *palette, double width, double height)
{
  QdMapcolorFcmacView *self = data;
  GPtrArray *tables = self->tables;
  QdMapcolorFcmacRenderOptions options;

  qd_mapcolor_fcmac_render_options_init (&options, palette);
  options.show_key = TRUE;
  options.highlight_row = self->highlight_row;
  options.highlight_table = self->highlight_table;
  options.practice_step = gtk_toggle_button_get_active (self->practice_button) ? self->practice_step : -1;
  qd_mapcolor_fcmac_render (cr, (QdCspTable *const *) tables->pdata, tables->len, &options);
}

typedef struct {
  QdOwned owned;
  QdMap *map;
  guint *order;
  char **values;
} Task;

static gpointer
worker (QdJob *job, gpointer data, GError **error)
{
  Task *task = data;
  GPtrArray *tables = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_csp_tables_free);
  guint n_values = g_strv_length (task->values);

  g_ptr_array_add (tables, qd_mapcolor_fcmac_run (task->map, task->order, (const char *const *) task->values, n_values,
                                         QD_CSP_TABLES_FC));
  g_ptr_array_add (tables, qd_mapcolor_fcmac_run (task->map, task->order, (const char *const *) task->values, n_values,
                                         QD_CSP_TABLES_MAC));
  return tables;
}

/* ------------------------------------------------------------------ trees */

/* The row of the table that node `node` of its tree stands for: node k is
 * the k-th assignment or wipe-out row; the root, the initial row. */
static gint
node_row (const QdCspTable *t, gint node)
{
  gint k = 0;

  if (node <= 0)
    return node == 0 ? 0 : -1;
  for (guint row = 0; row < t->rows->len; row++)
    {
      QdCspTablesRowKind kind = g_array_index (t->rows, QdCspTablesRow, row).kind;

      if ((kind == QD_CSP_TABLES_ROW_ASSIGN || kind == QD_CSP_TABLES_ROW_WIPEOUT) && ++k == node)
        return (gint) row;
    }
  return -1;
}

static void
on_tree_node_selected (QdSearchTreeView *view, gint node, QdMapcolorFcmacView *self)
{
  guint m = view == self->tree_views[0] ? 0 : 1;
  const QdCspTable *t = self->tables != NULL ? self->tables->pdata[m] : NULL;
  g_autofree char *text = NULL;

  if (t == NULL)
    return;
  /* One tree's selection at a time: the other lets go. */
  if (qd_search_tree_view_get_selected (self->tree_views[1 - m]) >= 0)
    qd_search_tree_view_select (self->tree_views[1 - m], -1);
  self->highlight_table = t;
  self->highlight_row = node_row (t, node);
  qd_canvas_redraw (QD_CANVAS (self->tables_view));
  if (node >= 0)
    text = qd_search_tree_view_describe_node (view, (guint) node);
  gtk_label_set_label (self->tree_status[m], text != NULL ? text : "");
}

static void
set_trees (QdMapcolorFcmacView *self, GPtrArray *tables)
{
  for (guint m = 0; m < 2; m++)
    {
      const QdCspTable *t = tables != NULL ? tables->pdata[m] : NULL;
      g_autofree char *title = NULL;

      qd_search_tree_view_set_tree (self->tree_views[m], t != NULL ? t->tree : NULL);
      gtk_label_set_label (self->tree_status[m], "");
      if (t != NULL)
        /* Translators: "Forward checking: 134 nodes" */
        title = g_strdup_printf (ngettext ("%s: %'u node", "%s: %'u nodes", qd_search_tree_n_nodes (t->tree)),
                                 m == 0 ? _("Forward checking") : _("Arc consistency (MAC)"),
                                 qd_search_tree_n_nodes (t->tree));
      gtk_label_set_label (self->tree_titles[m], title != NULL ? title
                                                 : m == 0 ? _("Forward checking") : _("Arc consistency (MAC)"));
    }
  self->highlight_row = -1;
  self->highlight_table = NULL;
}

static GtkWidget *
tree_column (QdMapcolorFcmacView *self, guint m)
{
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *pane = g_object_new (QD_TYPE_BOARD_PANE, NULL);

  self->tree_titles[m] = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->tree_titles[m], 0);
  gtk_label_set_wrap (self->tree_titles[m], TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->tree_titles[m]), "heading");
  gtk_widget_set_margin_start (GTK_WIDGET (self->tree_titles[m]), 12);
  gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->tree_titles[m]));

  self->tree_views[m] = QD_SEARCH_TREE_VIEW (qd_search_tree_view_new ());
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tree_views[m]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  m == 0 ? _("Forward checking search tree") : _("Arc consistency search tree"), -1);
  g_signal_connect (self->tree_views[m], "node-selected", G_CALLBACK (on_tree_node_selected), self);
  qd_board_pane_set_canvas (QD_BOARD_PANE (pane), QD_CANVAS (self->tree_views[m]));
  gtk_box_append (GTK_BOX (column), pane);

  self->tree_status[m] = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->tree_status[m], 0);
  gtk_label_set_ellipsize (self->tree_status[m], PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (GTK_WIDGET (self->tree_status[m]), "dim-label");
  gtk_widget_set_margin_start (GTK_WIDGET (self->tree_status[m]), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->tree_status[m]), 6);
  gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->tree_status[m]));
  return column;
}

/* ---------------------------------------------------------------- practice */

static void
practice_sync (QdMapcolorFcmacView *self)
{
  gboolean asking = gtk_toggle_button_get_active (self->practice_button) && self->tables != NULL;

  /* The settings make room while the tables are asked about (the toggle
   * is the bar's meanwhile). */
  for (guint i = 0; i < G_N_ELEMENTS (self->settings); i++)
    gtk_widget_set_visible (self->settings[i], !asking);
  gtk_widget_set_visible (self->settings_row, !asking);
  if (!gtk_toggle_button_get_active (self->practice_button))
    return;
  if (self->tables == NULL)
    qd_practice_bar_set_practice (self->practice_bar, NULL, _("Build the tables to practise on them."));
  else
    qd_practice_bar_set_practice (self->practice_bar,
                                  qd_mapcolor_practice_new_fcmac (self->map, (QdCspTable *const *) self->tables->pdata,
                                                                  self->tables->len),
                                  NULL);
}

static void
on_question_changed (QdPracticeBar *bar, QdMapcolorFcmacView *self)
{
  QdPractice *practice = qd_practice_bar_get_practice (bar);
  const QdPracticeQuestion *q = practice != NULL ? qd_practice_current (practice) : NULL;

  self->practice_step = q != NULL ? (gint) q->step : -1;
  qd_canvas_redraw (QD_CANVAS (self->tables_view));
}

static void
on_practice_toggled (QdMapcolorFcmacView *self)
{
  gboolean on = gtk_toggle_button_get_active (self->practice_button);

  self->practice_step = -1;
  /* In practice the toggle sits in the bar's first row: the row of the
   * settings makes room for the tables (600 x 500). */
  g_object_ref (self->practice_button);
  if (on)
    {
      gtk_box_remove (GTK_BOX (self->settings_row), GTK_WIDGET (self->practice_button));
      qd_practice_bar_set_end_widget (self->practice_bar, GTK_WIDGET (self->practice_button));
    }
  else
    {
      qd_practice_bar_set_end_widget (self->practice_bar, NULL);
      gtk_box_append (GTK_BOX (self->settings_row), GTK_WIDGET (self->practice_button));
    }
  g_object_unref (self->practice_button);
  if (on)
    qd_mapcolor_fcmac_view_set_table_shown (self, FALSE);
  /* The trees, the list and the counts tell the answers. */
  gtk_widget_set_visible (self->trees, !on);
  gtk_widget_set_visible (self->summary_line, !on);
  gtk_widget_set_visible (GTK_WIDGET (self->practice_bar), on);
  qd_practice_bar_set_practice (self->practice_bar, NULL, NULL);
  practice_sync (self);
  qd_canvas_redraw (QD_CANVAS (self->tables_view));
  if (on)
    gtk_entry_grab_focus_without_selecting (GTK_ENTRY (qd_practice_bar_get_entry (self->practice_bar)));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->practice_button));
}

QdPracticeBar *
qd_mapcolor_fcmac_view_get_practice_bar (QdMapcolorFcmacView *self)
{
  g_return_val_if_fail (QD_IS_MAPCOLOR_FCMAC_VIEW (self), NULL);
  return self->practice_bar;
}

GtkWidget *
qd_mapcolor_fcmac_view_get_practice_button (QdMapcolorFcmacView *self)
{
  g_return_val_if_fail (QD_IS_MAPCOLOR_FCMAC_VIEW (self), NULL);
  return GTK_WIDGET (self->practice_button);
}

void
qd_mapcolor_fcmac_view_set_practising (QdMapcolorFcmacView *self, gboolean practising)
{
  g_return_if_fail (QD_IS_MAPCOLOR_FCMAC_VIEW (self));
  gtk_toggle_button_set_active (self->practice_button, practising);
}

static void
on_finished (QdJob *job, QdMapcolorFcmacView *self)
{
  GPtrArray *tables = qd_job_steal_result (job);

  g_signal_handlers_disconnect_by_data (job, self);
  g_clear_object (&self->job);
  gtk_widget_set_sensitive (self->build_button, TRUE);
  if (tables == NULL)
    return;
  set_trees (self, NULL);
  g_clear_pointer (&self->tables, g_ptr_array_unref);
  self->tables = tables;
  qd_picture_view_set_drawing (self->tables_view, tables_size, tables_draw, self, NULL);
  qd_mapcolor_fcmac_list_set_tables (self->list, (QdCspTable *const *) tables->pdata, tables->len);
  set_trees (self, tables);
  {
    g_autofree char *fc = qd_mapcolor_fcmac_render_counts (tables->pdata[0]);
    g_autofree char *mac = qd_mapcolor_fcmac_render_counts (tables->pdata[1]);
    /* TRANSLATORS: the two searches' counts, each "7 assignments (0 wiped out), 0 backtracks" */
    g_autofree char *text = g_strdup_printf (_("Forward checking: %s.  Arc consistency: %s."), fc, mac);

    gtk_label_set_label (self->summary, text);
  }
  qd_practice_bar_set_practice (self->practice_bar, NULL, NULL);
  practice_sync (self);
}

static void
build (QdMapcolorFcmacView *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree guint *order = NULL;
  char **values = NULL;
  Task *task;

  if (self->job != NULL || self->map == NULL)
    return;
  if (self->map->n_regions > QD_MAPCOLOR_FCMAC_MAX_REGIONS)
    {
      g_autofree char *message = g_strdup_printf (_("The tables are for small graphs: at most %u regions"),
                                                  QD_MAPCOLOR_FCMAC_MAX_REGIONS);
      g_signal_emit (self, signals[MESSAGE], 0, message);
      return;
    }
  if (!qd_mapcolor_fcmac_parse_order (self->map, gtk_editable_get_text (GTK_EDITABLE (self->order_entry)), &order, &error) ||
      !qd_mapcolor_fcmac_parse_values (gtk_editable_get_text (GTK_EDITABLE (self->values_entry)), &values, &error))
    {
      g_signal_emit (self, signals[MESSAGE], 0, error->message);
      return;
    }
  task = g_new0 (Task, 1);
  task->map = qd_owned_add (&task->owned, qd_map_copy (self->map), (GDestroyNotify) qd_map_free);
  task->order = qd_owned_add (&task->owned, g_steal_pointer (&order), g_free);
  task->values = qd_owned_add (&task->owned, values, (GDestroyNotify) g_strfreev);
  self->job = qd_job_new (_("Building the domain tables"));
  g_signal_connect (self->job, "finished", G_CALLBACK (on_finished), self);
  gtk_widget_set_sensitive (self->build_button, FALSE);
  qd_job_start (self->job, worker, task, qd_owned_free, (GDestroyNotify) g_ptr_array_unref);
  /* The tab is busy meanwhile: the window's Stop and progress follow. */
  qd_page_watch_job_from (GTK_WIDGET (self), self->job);
}

void
qd_mapcolor_fcmac_view_build (QdMapcolorFcmacView *self, const char *order, const char *values)
{
  gtk_editable_set_text (GTK_EDITABLE (self->order_entry), order);
  gtk_editable_set_text (GTK_EDITABLE (self->values_entry), values);
  build (self);
}

void
qd_mapcolor_fcmac_view_set_map (QdMapcolorFcmacView *self, const QdMap *map)
{
  GString *order = g_string_new (NULL);

  qd_map_free (self->map);
  self->map = qd_map_copy (map);
  for (guint r = 0; r < map->n_regions && r < QD_MAPCOLOR_FCMAC_MAX_REGIONS; r++)
    g_string_append_printf (order, "%s%s", r ? ", " : "", (char *) map->names->pdata[r]);
  gtk_editable_set_text (GTK_EDITABLE (self->order_entry), order->str);
  g_string_free (order, TRUE);
  set_trees (self, NULL);
  g_clear_pointer (&self->tables, g_ptr_array_unref);
  qd_mapcolor_fcmac_list_set_tables (self->list, NULL, 0);
  gtk_label_set_label (self->summary, map->n_regions <= QD_MAPCOLOR_FCMAC_MAX_REGIONS
                                      ? _("Choose the order of the variables and of the values, then build the tables.")
                                      : _("This map is too large for domain tables."));
  qd_picture_view_set_drawing (self->tables_view, NULL, NULL, NULL, NULL);
  qd_practice_bar_set_practice (self->practice_bar, NULL, NULL);
  practice_sync (self);
}

static void
qd_mapcolor_fcmac_view_dispose (GObject *object)
{
  QdMapcolorFcmacView *self = QD_MAPCOLOR_FCMAC_VIEW (object);

  qd_job_drop (&self->job, self);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (qd_mapcolor_fcmac_view_parent_class)->dispose (object);
}

static void
qd_mapcolor_fcmac_view_finalize (GObject *object)
{
  QdMapcolorFcmacView *self = QD_MAPCOLOR_FCMAC_VIEW (object);

  g_clear_pointer (&self->map, qd_map_free);
  g_clear_pointer (&self->tables, g_ptr_array_unref);
  G_OBJECT_CLASS (qd_mapcolor_fcmac_view_parent_class)->finalize (object);
}

static void
qd_mapcolor_fcmac_view_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  if (id == PROP_TABLE_SHOWN)
    g_value_set_boolean (value, QD_MAPCOLOR_FCMAC_VIEW (object)->table_shown);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
qd_mapcolor_fcmac_view_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  if (id == PROP_TABLE_SHOWN)
    qd_mapcolor_fcmac_view_set_table_shown (QD_MAPCOLOR_FCMAC_VIEW (object), g_value_get_boolean (value));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
qd_mapcolor_fcmac_view_class_init (QdMapcolorFcmacViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = qd_mapcolor_fcmac_view_dispose;
  object_class->finalize = qd_mapcolor_fcmac_view_finalize;
  object_class->get_property = qd_mapcolor_fcmac_view_get_property;
  object_class->set_property = qd_mapcolor_fcmac_view_set_property;
  signals[MESSAGE] = qd_signal_new (klass, "message", 1, G_TYPE_STRING);
  /* TRUE: the tables as widgets (a column view per table) in place of the drawing. */
  properties[PROP_TABLE_SHOWN] =
    g_param_spec_boolean ("table-shown", NULL, NULL, FALSE, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_install_property_action (GTK_WIDGET_CLASS (klass), "fcmac.show-table", "table-shown");
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
qd_mapcolor_fcmac_view_init (QdMapcolorFcmacView *self)
{
  GtkWidget *settings = self->settings_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  GtkWidget *pane = g_object_new (QD_TYPE_BOARD_PANE, NULL);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_margin_top (settings, 12);
  gtk_widget_set_margin_start (settings, 18);
  gtk_widget_set_margin_end (settings, 18);

  self->order_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->order_entry), TRUE);
  self->values_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_editable_set_text (GTK_EDITABLE (self->values_entry), "r, g, b");
  gtk_editable_set_width_chars (GTK_EDITABLE (self->values_entry), 12);
  self->build_button = gtk_button_new_with_mnemonic (_("_Build the Tables"));
  gtk_widget_add_css_class (self->build_button, "suggested-action");
  gtk_widget_set_valign (self->build_button, GTK_ALIGN_END);
  g_signal_connect_swapped (self->build_button, "clicked", G_CALLBACK (build), self);
  g_signal_connect_swapped (self->order_entry, "activate", G_CALLBACK (build), self);
  g_signal_connect_swapped (self->values_entry, "activate", G_CALLBACK (build), self);
  self->settings[0] = qd_labelled_widget (_("Variable _order"), GTK_WIDGET (self->order_entry));
  self->settings[1] = qd_labelled_widget (_("_Values, in order"), GTK_WIDGET (self->values_entry));
  self->settings[2] = self->build_button;
  for (guint i = 0; i < G_N_ELEMENTS (self->settings); i++)
    gtk_box_append (GTK_BOX (settings), self->settings[i]);
  self->practice_button = GTK_TOGGLE_BUTTON (gtk_toggle_button_new_with_mnemonic (_("_Practise")));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->practice_button),
                               _("Predict the values each row's inference removes"));
  gtk_widget_set_valign (GTK_WIDGET (self->practice_button), GTK_ALIGN_END);
  gtk_widget_set_halign (GTK_WIDGET (self->practice_button), GTK_ALIGN_END);
  g_signal_connect_swapped (self->practice_button, "toggled", G_CALLBACK (on_practice_toggled), self);
  gtk_box_append (GTK_BOX (settings), GTK_WIDGET (self->practice_button));
  /* Two buttons beside two entries: in a narrow window their labels wrap
   * (600 px, in French too). */
  qd_widgets_let_button_labels_wrap (settings);
  gtk_box_append (GTK_BOX (self->box), settings);

  self->summary = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->summary, TRUE);
  gtk_label_set_xalign (self->summary, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->summary), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->summary), "dim-label");

  self->tables_view = g_object_new (QD_TYPE_PICTURE_VIEW, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tables_view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Forward checking and arc consistency tables"), -1);
  qd_canvas_set_fit (QD_CANVAS (self->tables_view), TRUE);
  /* their text is in the tables' units: it stays readable, they scroll */
  qd_canvas_set_text_fit_limits (QD_CANVAS (self->tables_view), 0.5, 1.5);
  qd_board_pane_set_canvas (QD_BOARD_PANE (pane), QD_CANVAS (self->tables_view));
  /* For a screen reader: the tables in words, and as widgets one key away
   * (the toggle beside the summary shows either). */
  qd_picture_view_set_role (self->tables_view, QD_PICTURE_TABLE);
  qd_picture_view_set_describer (self->tables_view, describe_tables, self);
  qd_picture_view_set_table_action (self->tables_view, "fcmac.show-table");
  self->list = qd_mapcolor_fcmac_list_new (on_row_activated, self);
  qd_picture_view_connect_table (self->tables_view, self->list, hide_table, self);
  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_stack_add_named (self->stack, pane, "tables");
  gtk_stack_add_named (self->stack, self->list, "list");
  {
    GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
    GtkWidget *toggle = qd_picture_view_new_table_button (self->tables_view, TRUE);

    gtk_widget_remove_css_class (toggle, "osd");
    self->summary_line = line;
    gtk_widget_set_margin_start (line, 18);
    gtk_widget_set_margin_end (line, 18);
    gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->summary));
    gtk_box_append (GTK_BOX (line), toggle);
    gtk_box_append (GTK_BOX (self->box), line);
  }
  self->practice_bar = QD_PRACTICE_BAR (qd_practice_bar_new ());
  /* Over the tables, not in a sidebar: two rows fewer leave them room. */
  qd_practice_bar_set_compact (self->practice_bar, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->practice_bar), FALSE);
  gtk_widget_set_margin_top (GTK_WIDGET (self->practice_bar), 12);
  gtk_widget_set_margin_start (GTK_WIDGET (self->practice_bar), 18);
  gtk_widget_set_margin_end (GTK_WIDGET (self->practice_bar), 18);
  g_signal_connect (self->practice_bar, "question-changed", G_CALLBACK (on_question_changed), self);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->practice_bar));
  {
    /* The tables above, the two search trees side by side below. */
    GtkWidget *split = self->split = gtk_paned_new (GTK_ORIENTATION_VERTICAL);
    GtkWidget *trees = self->trees = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

    gtk_box_set_homogeneous (GTK_BOX (trees), TRUE);
    gtk_box_append (GTK_BOX (trees), tree_column (self, 0));
    gtk_box_append (GTK_BOX (trees), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
    gtk_box_append (GTK_BOX (trees), tree_column (self, 1));
    gtk_box_set_homogeneous (GTK_BOX (trees), FALSE);
    gtk_widget_set_hexpand (gtk_widget_get_first_child (trees), TRUE);
    gtk_widget_set_hexpand (gtk_widget_get_last_child (trees), TRUE);
    gtk_paned_set_wide_handle (GTK_PANED (split), TRUE);
    gtk_paned_set_shrink_start_child (GTK_PANED (split), FALSE);
    gtk_paned_set_shrink_end_child (GTK_PANED (split), FALSE);
    gtk_paned_set_start_child (GTK_PANED (split), GTK_WIDGET (self->stack));
    gtk_paned_set_end_child (GTK_PANED (split), trees);
    gtk_widget_set_vexpand (split, TRUE);
    gtk_box_append (GTK_BOX (self->box), split);
  }
  self->highlight_row = -1;
  self->practice_step = -1;
  set_trees (self, NULL);
}

QdSearchTreeView *
qd_mapcolor_fcmac_view_get_tree_view (QdMapcolorFcmacView *self, guint method)
{
  g_return_val_if_fail (method < 2, NULL);
  return self->tree_views[method];
}

QdCanvas *
qd_mapcolor_fcmac_view_get_canvas (QdMapcolorFcmacView *self)
{
  return QD_CANVAS (self->tables_view);
}

guint
qd_mapcolor_fcmac_view_get_tables (QdMapcolorFcmacView *self, QdCspTable *const **tables)
{
  if (self->tables == NULL)
    {
      *tables = NULL;
      return 0;
    }
  *tables = (QdCspTable *const *) self->tables->pdata;
  return self->tables->len;
}

gboolean
qd_mapcolor_fcmac_view_is_running (QdMapcolorFcmacView *self)
{
  return self->job != NULL;
}

gboolean
qd_mapcolor_fcmac_view_get_settings (QdMapcolorFcmacView *self, guint **order, char ***values, GError **error)
{
  g_return_val_if_fail (QD_IS_MAPCOLOR_FCMAC_VIEW (self), FALSE);
  if (self->map == NULL || self->map->n_regions > QD_MAPCOLOR_FCMAC_MAX_REGIONS)
    {
      g_set_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_ORDER,
                   _("The tables are for small graphs: at most %u regions"), QD_MAPCOLOR_FCMAC_MAX_REGIONS);
      return FALSE;
    }
  if (!qd_mapcolor_fcmac_parse_order (self->map, gtk_editable_get_text (GTK_EDITABLE (self->order_entry)), order,
                                      error))
    return FALSE;
  if (!qd_mapcolor_fcmac_parse_values (gtk_editable_get_text (GTK_EDITABLE (self->values_entry)), values, error))
    {
      g_clear_pointer (order, g_free);
      return FALSE;
    }
  return TRUE;
}

void
qd_mapcolor_fcmac_view_select_row (QdMapcolorFcmacView *self, guint table, guint row)
{
  const QdCspTable *t;
  gint node = 0;

  g_return_if_fail (QD_IS_MAPCOLOR_FCMAC_VIEW (self));
  if (self->tables == NULL || table >= self->tables->len)
    return;
  t = self->tables->pdata[table];
  if (row >= t->rows->len)
    return;
  /* The node of the row: the k-th assignment or wipe-out row is node k; a
   * backtrack row, the node it takes back. */
  for (guint i = 1; i <= row; i++)
    {
      QdCspTablesRowKind kind = g_array_index (t->rows, QdCspTablesRow, i).kind;

      if (kind == QD_CSP_TABLES_ROW_ASSIGN || kind == QD_CSP_TABLES_ROW_WIPEOUT)
        node++;
    }
  qd_search_tree_view_select (self->tree_views[table], node);
  /* Selecting a node highlights its row; a backtrack row is shown itself. */
  self->highlight_table = t;
  self->highlight_row = (gint) row;
  qd_canvas_redraw (QD_CANVAS (self->tables_view));
}
