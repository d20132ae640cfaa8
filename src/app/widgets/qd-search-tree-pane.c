/* qd-search-tree-pane.c — the search-tree explorer: controls, the view, the
 * path to the selected node, the status line. */
#include "config.h"
#include "qd-search-tree-pane.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "render/qd-search-tree-render.h"
#include "qd-widgets.h"

/* The status line follows a live tree at most this often (counting the
 * statuses reads every node). */
#define STATUS_INTERVAL_US 250000
/* The path shows the root and the last nodes down to the selection: a
 * search thousands of levels deep would make a bar of thousands of buttons
 * (and seconds of widgets).  The others are told by an ellipsis. */
#define PATH_SHOWN 40

struct _QdSearchTreePane
{
  GtkBox parent_instance;

  QdSearchTreeView *view;
  GtkWidget *path_scroller;
  GtkWidget *path_box;
  GtkLabel *status;
  GtkWidget *empty;            /* over the view while there is no tree */
  GtkSpinButton *goto_spin;
  GtkWidget *solution_group;   /* "Solution ‹ ›": CSP trees only */
  GtkWidget *failure_group;    /* "Failure ‹ ›", or "Cut-off ‹ ›" in a game tree */
  GtkWidget *find_separator;   /* after them */
  gboolean syncing;          /* the spin button follows the selection */
  gint64 status_time;
  guint path_idle;
  GtkFileChooserNative *chooser;
  QdSearchTreeExport export_part;
  QdExportFormat export_format;
};

G_DEFINE_FINAL_TYPE (QdSearchTreePane, qd_search_tree_pane, GTK_TYPE_BOX)

enum {
  NODE_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ------------------------------------------------------------------ status */

/* The nodes with `flag`: the solutions branch and bound marked improving,
 * RBFS's forgotten and regenerated nodes. */
static guint
count_flagged (const QdSearchTree *tree, guint flag)
{
  guint n = qd_search_tree_n_nodes (tree), found = 0;

  for (guint id = 0; id < n; id++)
    found += (qd_search_tree_flags (tree, id) & flag) != 0;
  return found;
}

/* "★ 3 improving solutions · " with the glyph in the mark's colour (and
 * without it in `plain`, the status's tooltip: the line may be ellipsized). */
static void
append_legend (GString *markup, GString *plain, const QdColor *color, const char *glyph, const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  g_string_append_printf (plain, "%s %s · ", glyph, text);
  g_string_append_printf (markup, "<span foreground=\"#%02x%02x%02x\">%s</span> %s · ",
                          (guint) (color->r * 255 + 0.5), (guint) (color->g * 255 + 0.5),
                          (guint) (color->b * 255 + 0.5), glyph, escaped);
}

/* The legends of the marks the tree draws, put before the counts (a
 * narrow window ellipsizes the line's end); FALSE when it has none. */
static gboolean
legends (QdSearchTreePane *self, const QdSearchTree *tree, guint improving, GString *markup, GString *plain)
{
  const QdPalette *palette = qd_canvas_get_palette (QD_CANVAS (self->view));
  guint forgotten = 0, regenerated = 0;
  gsize before = markup->len;
  QdColor color, other;

  if (qd_search_tree_get_kind (tree) == QD_SEARCH_TREE_STATE && qd_search_tree_is_finished (tree))
    {
      forgotten = count_flagged (tree, QD_SEARCH_NODE_FORGOTTEN);
      regenerated = count_flagged (tree, QD_SEARCH_NODE_REGENERATED);
    }
  if (improving > 0)
    {
      g_autofree char *legend = g_strdup_printf (ngettext ("%'u improving solution", "%'u improving solutions",
                                                           improving), improving);

      qd_search_tree_improving_color (palette, &color);
      append_legend (markup, plain, &color, "★", legend);
    }
  qd_search_tree_rbfs_colors (palette, &color, &other);
  if (forgotten > 0)
    {
      /* TRANSLATORS: RBFS: nodes whose subtree was dropped (a dashed ring in the tree) */
      g_autofree char *legend = g_strdup_printf (ngettext ("%'u forgotten", "%'u forgotten", forgotten), forgotten);

      append_legend (markup, plain, &color, "◌", legend);
    }
  if (regenerated > 0)
    {
      /* TRANSLATORS: RBFS: nodes generated again after their subtree was forgotten (a ring in the tree) */
      g_autofree char *legend = g_strdup_printf (ngettext ("%'u regenerated", "%'u regenerated", regenerated),
                                                 regenerated);

      append_legend (markup, plain, &other, "○", legend);
    }
  return markup->len > before;
}

static void
update_status (QdSearchTreePane *self)
{
  const QdSearchTree *tree = qd_search_tree_view_get_tree (self->view);
  g_autoptr (GString) text = g_string_new (NULL);
  guint64 counts[QD_SEARCH_NODE_N_STATUSES];
  guint n, improving = 0;

  self->status_time = g_get_monotonic_time ();
  gtk_widget_set_visible (self->empty, tree == NULL);
  if (tree == NULL)
    {
      gtk_label_set_label (self->status, _("No search tree"));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->status), NULL);
      return;
    }
  n = qd_search_tree_n_nodes (tree);
  qd_search_tree_count (tree, counts);
  if (qd_search_tree_view_is_live (self->view))
    g_string_append (text, _("Recording… "));
  g_string_append_printf (text, ngettext ("%'u node", "%'u nodes", n), n);
  g_string_append (text, " · ");
  if (qd_search_tree_get_kind (tree) == QD_SEARCH_TREE_STATE)
    {
      guint64 expanded = qd_search_tree_state_n_expanded (tree);
      /* RBFS (its root has its values): the successors still held, not every leaf. */
      guint frontier = n > 0 && (qd_search_tree_flags (tree, 0) & QD_SEARCH_NODE_RBFS) && qd_search_tree_is_finished (tree)
                       ? (guint) qd_search_tree_state_n_frontier (tree) : (guint) counts[QD_SEARCH_NODE_LEAF];

      g_string_append_printf (text, ngettext ("%'u expanded", "%'u expanded", (guint) expanded), (guint) expanded);
      g_string_append (text, " · ");
      /* TRANSLATORS: search-tree nodes generated and never expanded: the frontier when the search ended */
      g_string_append_printf (text, ngettext ("%'u on the frontier", "%'u on the frontier", frontier), frontier);
      g_string_append (text, " · ");
      /* TRANSLATORS: search-tree nodes not added because their state was already reached */
      g_string_append_printf (text, ngettext ("%'u repeated", "%'u repeated", (guint) counts[QD_SEARCH_NODE_PRUNED]),
                              (guint) counts[QD_SEARCH_NODE_PRUNED]);
      g_string_append (text, " · ");
      g_string_append_printf (text, ngettext ("%'u cut-off", "%'u cut-offs", (guint) counts[QD_SEARCH_NODE_CUTOFF]),
                              (guint) counts[QD_SEARCH_NODE_CUTOFF]);
    }
  else if (qd_search_tree_get_kind (tree) == QD_SEARCH_TREE_CSP)
    {
      g_string_append_printf (text, ngettext ("%'u solution", "%'u solutions", (guint) counts[QD_SEARCH_NODE_SOLUTION]),
                              (guint) counts[QD_SEARCH_NODE_SOLUTION]);
      g_string_append (text, " · ");
      g_string_append_printf (text, ngettext ("%'u failure", "%'u failures", (guint) counts[QD_SEARCH_NODE_FAILURE]),
                              (guint) counts[QD_SEARCH_NODE_FAILURE]);
      improving = count_flagged (tree, QD_SEARCH_NODE_IMPROVING);
    }
  else if (qd_search_tree_is_mcts (tree))
    {
      guint iterations = n > 0 ? qd_search_tree_node (tree, 0)->u.mcts.visits : 0;

      g_string_append_printf (text, ngettext ("%'u leaf", "%'u leaves", (guint) counts[QD_SEARCH_NODE_LEAF]),
                              (guint) counts[QD_SEARCH_NODE_LEAF]);
      g_string_append (text, " · ");
      /* TRANSLATORS: Monte Carlo tree search: its iterations, the N of the tree's root */
      g_string_append_printf (text, ngettext ("%'u iteration", "%'u iterations", iterations), iterations);
    }
  else
    {
      g_string_append_printf (text, ngettext ("%'u leaf", "%'u leaves", (guint) counts[QD_SEARCH_NODE_LEAF]),
                              (guint) counts[QD_SEARCH_NODE_LEAF]);
      g_string_append (text, " · ");
      g_string_append_printf (text, ngettext ("%'u cut-off", "%'u cut-offs", (guint) counts[QD_SEARCH_NODE_CUTOFF]),
                              (guint) counts[QD_SEARCH_NODE_CUTOFF]);
      g_string_append (text, " · ");
      /* One form in English, two in languages where "pruned" agrees */
      g_string_append_printf (text, ngettext ("%'u pruned", "%'u pruned", (guint) counts[QD_SEARCH_NODE_PRUNED]),
                              (guint) counts[QD_SEARCH_NODE_PRUNED]);
    }
  if (qd_search_tree_n_dropped (tree) > 0)
    {
      g_string_append (text, " · ");
      /* TRANSLATORS: nodes the recorder counted but did not keep, its budget full */
      g_string_append_printf (text, _("+%'" PRIu64 " not recorded (budget %'u)"),
                              qd_search_tree_n_dropped (tree), qd_search_tree_get_budget (tree));
    }
  /* The legends of branch and bound's stars and RBFS's rings, in their colours. */
  {
    g_autoptr (GString) markup = g_string_new (NULL);
    g_autoptr (GString) plain = g_string_new (NULL);

    if (legends (self, tree, improving, markup, plain))
      {
        g_autofree char *escaped = g_markup_escape_text (text->str, -1);

        g_string_append (markup, escaped);
        g_string_append (plain, text->str);
        gtk_label_set_markup (self->status, markup->str);
        gtk_widget_set_tooltip_text (GTK_WIDGET (self->status), plain->str);
        return;
      }
  }
  gtk_label_set_use_markup (self->status, FALSE);
  gtk_label_set_label (self->status, text->str);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->status), text->str);
}

static void
on_updated (QdSearchTreeView *view, QdSearchTreePane *self)
{
  const QdSearchTree *tree = qd_search_tree_view_get_tree (view);
  guint n = tree != NULL ? qd_search_tree_n_nodes (tree) : 0;

  self->syncing = TRUE;
  gtk_spin_button_set_range (self->goto_spin, 0, MAX (n, 1) - 1);
  self->syncing = FALSE;
  if (!qd_search_tree_view_is_live (view) || g_get_monotonic_time () - self->status_time >= STATUS_INTERVAL_US)
    update_status (self);
}

/* -------------------------------------------------------------------- path */

static void
on_path_clicked (GtkButton *button, QdSearchTreePane *self)
{
  qd_search_tree_view_select (self->view, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "node")));
}

static gboolean
scroll_path_to_end (gpointer data)
{
  QdSearchTreePane *self = data;
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (self->path_scroller));

  self->path_idle = 0;
  gtk_adjustment_set_value (h, gtk_adjustment_get_upper (h));
  return G_SOURCE_REMOVE;
}

static void
rebuild_path (QdSearchTreePane *self, gint node)
{
  const QdSearchTree *tree = qd_search_tree_view_get_tree (self->view);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->path_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->path_box), child);
  if (tree == NULL || node < 0)
    {
      GtkWidget *hint = gtk_label_new (_("Click a node to see its path from the root"));

      gtk_widget_add_css_class (hint, "dim-label");
      gtk_box_append (GTK_BOX (self->path_box), hint);
      return;
    }
  {
    guint depth = qd_search_tree_node (tree, (guint) node)->depth;
    g_autofree guint32 *path = g_new (guint32, depth + 1);
    g_autoptr (GString) label = g_string_new (NULL);

    qd_search_tree_path (tree, (guint) node, path);
    for (guint d = 0; d <= depth; d++)
      {
        GtkWidget *button;
        g_autofree char *description = NULL;

        if (d == 1 && depth + 1 > PATH_SHOWN)
          {
            guint hidden = depth + 1 - PATH_SHOWN;
            g_autofree char *more = g_strdup_printf (ngettext ("%'u more node on the path", "%'u more nodes on the path",
                                                               hidden), hidden);
            GtkWidget *ellipsis = gtk_label_new ("› … ");

            gtk_widget_add_css_class (ellipsis, "dim-label");
            gtk_widget_set_tooltip_text (ellipsis, more);
            gtk_accessible_update_property (GTK_ACCESSIBLE (ellipsis), GTK_ACCESSIBLE_PROPERTY_LABEL, more, -1);
            gtk_box_append (GTK_BOX (self->path_box), ellipsis);
            d += hidden;
          }
        description = qd_search_tree_view_describe_node (self->view, path[d]);
        if (d > 0)
          {
            GtkWidget *sep = gtk_label_new ("›");

            gtk_widget_add_css_class (sep, "dim-label");
            gtk_box_append (GTK_BOX (self->path_box), sep);
          }
        g_string_truncate (label, 0);
        qd_search_tree_label (tree, path[d], label);
        if (label->len == 0 || d == 0)
          g_string_assign (label, d == 0 ? _("Root") : "·");
        button = gtk_button_new_with_label (label->str);
        gtk_widget_add_css_class (button, "flat");
        gtk_widget_add_css_class (button, "path-node");
        if ((gint) path[d] == node)
          gtk_widget_add_css_class (button, "accent");
        gtk_widget_set_tooltip_text (button, description);
        gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
        g_object_set_data (G_OBJECT (button), "node", GINT_TO_POINTER ((gint) path[d]));
        g_signal_connect (button, "clicked", G_CALLBACK (on_path_clicked), self);
        gtk_box_append (GTK_BOX (self->path_box), button);
      }
  }
  if (self->path_idle == 0)
    self->path_idle = g_idle_add (scroll_path_to_end, self);
}

static void
on_node_selected (QdSearchTreeView *view, gint node, QdSearchTreePane *self)
{
  rebuild_path (self, node);
  self->syncing = TRUE;
  gtk_spin_button_set_value (self->goto_spin, MAX (node, 0));
  self->syncing = FALSE;
  g_signal_emit (self, signals[NODE_SELECTED], 0, node);
}

static void
on_goto_changed (GtkSpinButton *spin, QdSearchTreePane *self)
{
  if (!self->syncing)
    qd_search_tree_view_select (self->view, gtk_spin_button_get_value_as_int (spin));
}

/* ----------------------------------------------------------------- actions */

static void
find_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  QdSearchTreePane *self = QD_SEARCH_TREE_PANE (widget);
  static const struct { const char *name; QdSearchTreeFind what; } finds[] = {
    { "tree.find-next-solution", QD_SEARCH_TREE_FIND_NEXT_SOLUTION },
    { "tree.find-previous-solution", QD_SEARCH_TREE_FIND_PREVIOUS_SOLUTION },
    { "tree.find-next-failure", QD_SEARCH_TREE_FIND_NEXT_FAILURE },
    { "tree.find-previous-failure", QD_SEARCH_TREE_FIND_PREVIOUS_FAILURE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (finds); i++)
    if (g_str_equal (action_name, finds[i].name))
      {
        if (!qd_search_tree_view_find (self->view, finds[i].what))
          gtk_widget_error_bell (widget);
        return;
      }
}

static void
view_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  QdSearchTreePane *self = QD_SEARCH_TREE_PANE (widget);
  double zoom = qd_search_tree_view_get_zoom (self->view);

  if (g_str_equal (action_name, "tree.collapse-failures"))
    qd_search_tree_view_collapse_failures (self->view);
  else if (g_str_equal (action_name, "tree.expand-all"))
    qd_search_tree_view_expand_all (self->view);
  else if (g_str_equal (action_name, "tree.zoom-fit"))
    qd_search_tree_view_set_fit (self->view, TRUE);
  else if (g_str_equal (action_name, "tree.zoom-in"))
    qd_search_tree_view_set_zoom (self->view, zoom * 1.5);
  else if (g_str_equal (action_name, "tree.zoom-out"))
    qd_search_tree_view_set_zoom (self->view, zoom / 1.5);
}

static void
on_export_chosen (GtkNativeDialog *dialog, int response, QdSearchTreePane *self)
{
  g_autoptr (GFile) file = qd_file_chooser_finish (dialog, response, &self->chooser);
  g_autoptr (GError) error = NULL;

  if (file != NULL &&
      !qd_search_tree_view_export (self->view, self->export_part, file, self->export_format, &error))
    gtk_label_set_label (self->status, error->message);
}

static void
export_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  QdSearchTreePane *self = QD_SEARCH_TREE_PANE (widget);
  g_auto (GStrv) parts = g_strsplit (g_variant_get_string (parameter, NULL), ":", 2);
  g_autofree char *name = NULL;
  const char *titles[] = { N_("Export the Search Tree"), N_("Export the Visible Part"),
                           N_("Export the Selected Subtree") };

  g_autofree char *dotted = NULL;

  if (g_strv_length (parts) != 2)
    return;
  dotted = g_strconcat (".", parts[1], NULL);
  if (!qd_export_format_from_path (dotted, &self->export_format))
    return;
  self->export_part = g_str_equal (parts[0], "visible") ? QD_SEARCH_TREE_EXPORT_VISIBLE
                    : g_str_equal (parts[0], "subtree") ? QD_SEARCH_TREE_EXPORT_SUBTREE
                    : QD_SEARCH_TREE_EXPORT_WHOLE;
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  name = g_strdup_printf ("%s.%s", self->export_part == QD_SEARCH_TREE_EXPORT_SUBTREE ? "search-subtree"
                                                                                     : "search-tree",
                          qd_export_format_extension (self->export_format));
  self->chooser = qd_file_chooser_new (GTK_WINDOW (gtk_widget_get_root (widget)), GTK_FILE_CHOOSER_ACTION_SAVE,
                                       _(titles[self->export_part]), _("_Export"), name);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_export_chosen), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* --------------------------------------------------------------- building */

static GtkWidget *
tool_button (const char *icon, const char *tooltip, const char *action)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  return button;
}

/* "Solution ‹ ›": a caption and its two buttons. */
static GtkWidget *
find_group (const char *caption, const char *previous, const char *previous_action,
            const char *next, const char *next_action)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *label = gtk_label_new (caption);

  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 2);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), tool_button ("go-previous-symbolic", previous, previous_action));
  gtk_box_append (GTK_BOX (box), tool_button ("go-next-symbolic", next, next_action));
  return box;
}

static GMenuModel *
export_menu (void)
{
  GMenu *menu = g_menu_new ();
  static const struct { const char *label; const char *part; } parts[] = {
    { N_("Whole Tree"), "whole" }, { N_("Visible Part"), "visible" }, { N_("Selected Subtree"), "subtree" },
  };

  for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
    {
      g_autoptr (GMenu) section = g_menu_new ();

      for (QdExportFormat f = QD_EXPORT_PNG; f <= QD_EXPORT_PDF; f++)
        {
          g_autofree char *target = g_strdup_printf ("%s:%s", parts[p].part, qd_export_format_extension (f));
          g_autofree char *detailed = g_strdup_printf ("tree.export::%s", target);
          /* TRANSLATORS: a picture format in the export menu: "PNG…" */
          g_autofree char *label = g_strdup_printf (_("%s…"), f == QD_EXPORT_PNG ? "PNG" : f == QD_EXPORT_SVG ? "SVG" : "PDF");

          g_menu_append (section, label, detailed);
        }
      g_menu_append_section (menu, _(parts[p].label), G_MENU_MODEL (section));
    }
  return G_MENU_MODEL (menu);
}

static GtkWidget *
build_toolbar (QdSearchTreePane *self)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *export = gtk_menu_button_new ();
  g_autoptr (GMenuModel) menu = export_menu ();
  GtkWidget *end = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_add_css_class (bar, "toolbar");
  self->solution_group = find_group (_("Solution"), _("Previous Solution"), "tree.find-previous-solution",
                                     _("Next Solution"), "tree.find-next-solution");
  self->failure_group = find_group (_("Failure"), _("Previous Failure"), "tree.find-previous-failure",
                                    _("Next Failure"), "tree.find-next-failure");
  gtk_widget_set_visible (self->solution_group, FALSE);
  gtk_widget_set_visible (self->failure_group, FALSE);
  gtk_box_append (GTK_BOX (bar), self->solution_group);
  gtk_box_append (GTK_BOX (bar), self->failure_group);
  self->find_separator = gtk_separator_new (GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_visible (self->find_separator, FALSE);
  gtk_box_append (GTK_BOX (bar), self->find_separator);
  gtk_box_append (GTK_BOX (bar), tool_button ("view-conceal-symbolic", _("Collapse Failed Subtrees"),
                                              "tree.collapse-failures"));
  gtk_box_append (GTK_BOX (bar), tool_button ("view-reveal-symbolic", _("Expand All"), "tree.expand-all"));
  gtk_widget_set_hexpand (end, TRUE);
  gtk_widget_set_halign (end, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (end), tool_button ("zoom-out-symbolic", _("Zoom Out"), "tree.zoom-out"));
  gtk_box_append (GTK_BOX (end), tool_button ("zoom-fit-best-symbolic", _("Fit the Tree"), "tree.zoom-fit"));
  gtk_box_append (GTK_BOX (end), tool_button ("zoom-in-symbolic", _("Zoom In"), "tree.zoom-in"));
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (export), "document-save-as-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (export), menu);
  gtk_widget_add_css_class (export, "flat");
  gtk_widget_set_tooltip_text (export, _("Export the Tree as a Picture"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (export), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Export the Tree as a Picture"), -1);
  gtk_box_append (GTK_BOX (end), export);
  gtk_box_append (GTK_BOX (bar), end);
  return bar;
}

static GtkWidget *
build_status_row (QdSearchTreePane *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *go = gtk_label_new_with_mnemonic (_("_Go to node"));

  self->status = GTK_LABEL (gtk_label_new (_("No search tree")));
  gtk_label_set_xalign (self->status, 0);
  gtk_label_set_ellipsize (self->status, PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (GTK_WIDGET (self->status), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->status), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (self->status), "numeric");
  self->goto_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 0, 1));
  gtk_editable_set_width_chars (GTK_EDITABLE (self->goto_spin), 7);
  gtk_label_set_mnemonic_widget (GTK_LABEL (go), GTK_WIDGET (self->goto_spin));
  gtk_widget_add_css_class (go, "caption");
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->goto_spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY, go, NULL, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->goto_spin), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Go to node"), -1);
  g_signal_connect (self->goto_spin, "value-changed", G_CALLBACK (on_goto_changed), self);
  gtk_widget_set_margin_start (row, 8);
  gtk_widget_set_margin_end (row, 6);
  gtk_widget_set_margin_top (row, 2);
  gtk_widget_set_margin_bottom (row, 4);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->status));
  gtk_box_append (GTK_BOX (row), go);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->goto_spin));
  return row;
}

/* A group's caption and its buttons' tooltips and names. */
static void
name_group (GtkWidget *group, const char *caption, const char *previous, const char *next)
{
  GtkWidget *label = gtk_widget_get_first_child (group);
  GtkWidget *back = gtk_widget_get_next_sibling (label);
  GtkWidget *forward = gtk_widget_get_next_sibling (back);

  gtk_label_set_label (GTK_LABEL (label), caption);
  gtk_widget_set_tooltip_text (back, previous);
  gtk_accessible_update_property (GTK_ACCESSIBLE (back), GTK_ACCESSIBLE_PROPERTY_LABEL, previous, -1);
  gtk_widget_set_tooltip_text (forward, next);
  gtk_accessible_update_property (GTK_ACCESSIBLE (forward), GTK_ACCESSIBLE_PROPERTY_LABEL, next, -1);
}

void
qd_search_tree_pane_set_tree (QdSearchTreePane *self, const QdSearchTree *tree)
{
  gboolean game = tree != NULL && qd_search_tree_get_kind (tree) == QD_SEARCH_TREE_GAME;
  /* Monte Carlo tree search cuts nothing off: nothing to find. */
  gboolean find = tree != NULL && !qd_search_tree_is_mcts (tree);

  g_return_if_fail (QD_IS_SEARCH_TREE_PANE (self));
  qd_search_tree_view_set_tree (self->view, tree);
  /* A game tree has no solutions; its failures are its cut-offs; no tree,
   * nothing to find (and not the wrong kind's words before the first). */
  gtk_widget_set_visible (self->solution_group, tree != NULL && !game);
  gtk_widget_set_visible (self->failure_group, find);
  gtk_widget_set_visible (self->find_separator, find);
  if (game)
    name_group (self->failure_group, _("Cut-off"), _("Previous Cut-off"), _("Next Cut-off"));
  else if (tree != NULL && qd_search_tree_get_kind (tree) == QD_SEARCH_TREE_STATE)
    /* TRANSLATORS: a state-space search-tree node expanded with nothing added below it */
    name_group (self->failure_group, _("Dead End"), _("Previous Dead End"), _("Next Dead End"));
  else
    name_group (self->failure_group, _("Failure"), _("Previous Failure"), _("Next Failure"));
  update_status (self);
}

void
qd_search_tree_pane_set_empty_text (QdSearchTreePane *self, const char *text)
{
  g_return_if_fail (QD_IS_SEARCH_TREE_PANE (self));
  gtk_label_set_label (GTK_LABEL (self->empty), text != NULL ? text : _("Run a search to see its tree here"));
}

const char *
qd_search_tree_pane_get_empty_text (QdSearchTreePane *self)
{
  return gtk_label_get_label (GTK_LABEL (self->empty));
}

QdSearchTreeView *qd_search_tree_pane_get_view (QdSearchTreePane *self) { return self->view; }
const char *qd_search_tree_pane_get_status (QdSearchTreePane *self) { return gtk_label_get_label (self->status); }
GtkWidget *qd_search_tree_pane_get_path_box (QdSearchTreePane *self) { return self->path_box; }

static void
qd_search_tree_pane_dispose (GObject *object)
{
  QdSearchTreePane *self = QD_SEARCH_TREE_PANE (object);

  g_clear_handle_id (&self->path_idle, g_source_remove);
  qd_file_chooser_clear (&self->chooser, self);
  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (self->view, self);
  self->view = NULL;
  G_OBJECT_CLASS (qd_search_tree_pane_parent_class)->dispose (object);
}

static void
qd_search_tree_pane_class_init (QdSearchTreePaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const char *const finds[] = {
    "tree.find-next-solution", "tree.find-previous-solution", "tree.find-next-failure", "tree.find-previous-failure",
  };
  static const char *const views[] = {
    "tree.collapse-failures", "tree.expand-all", "tree.zoom-fit", "tree.zoom-in", "tree.zoom-out",
  };

  object_class->dispose = qd_search_tree_pane_dispose;
  for (guint i = 0; i < G_N_ELEMENTS (finds); i++)
    gtk_widget_class_install_action (widget_class, finds[i], NULL, find_activated);
  for (guint i = 0; i < G_N_ELEMENTS (views); i++)
    gtk_widget_class_install_action (widget_class, views[i], NULL, view_activated);
  gtk_widget_class_install_action (widget_class, "tree.export", "s", export_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "tree.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "tree.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "tree.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "tree.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "tree.find-next-solution", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "tree.find-previous-solution", NULL);
  signals[NODE_SELECTED] = qd_signal_new (klass, "node-selected", 1, G_TYPE_INT);
}

static void
qd_search_tree_pane_init (QdSearchTreePane *self)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_append (GTK_BOX (self), build_toolbar (self));
  gtk_box_append (GTK_BOX (self), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));

  self->view = QD_SEARCH_TREE_VIEW (qd_search_tree_view_new ());
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->view));
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_widget_set_hexpand (scroller, TRUE);
  {
    GtkWidget *overlay = gtk_overlay_new ();

    /* Not an empty white box before the first search. */
    self->empty = gtk_label_new (_("Run a search to see its tree here"));
    gtk_label_set_wrap (GTK_LABEL (self->empty), TRUE);
    gtk_label_set_justify (GTK_LABEL (self->empty), GTK_JUSTIFY_CENTER);
    gtk_widget_add_css_class (self->empty, "dim-label");
    gtk_widget_set_can_target (self->empty, FALSE);
    gtk_widget_set_halign (self->empty, GTK_ALIGN_CENTER);
    gtk_widget_set_valign (self->empty, GTK_ALIGN_CENTER);
    gtk_widget_set_margin_start (self->empty, 12);
    gtk_widget_set_margin_end (self->empty, 12);
    gtk_overlay_set_child (GTK_OVERLAY (overlay), scroller);
    gtk_overlay_add_overlay (GTK_OVERLAY (overlay), self->empty);
    gtk_box_append (GTK_BOX (self), overlay);
  }
  g_signal_connect (self->view, "node-selected", G_CALLBACK (on_node_selected), self);
  g_signal_connect (self->view, "updated", G_CALLBACK (on_updated), self);

  gtk_box_append (GTK_BOX (self), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  self->path_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_margin_start (self->path_box, 4);
  gtk_widget_set_margin_end (self->path_box, 4);
  self->path_scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->path_scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->path_scroller), self->path_box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->path_scroller), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Path from the root to the selected node"), -1);
  gtk_box_append (GTK_BOX (self), self->path_scroller);
  gtk_box_append (GTK_BOX (self), build_status_row (self));
  rebuild_path (self, -1);
}

GtkWidget *
qd_search_tree_pane_new (void)
{
  return g_object_new (QD_TYPE_SEARCH_TREE_PANE, NULL);
}
