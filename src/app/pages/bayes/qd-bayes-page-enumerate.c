/* qd-bayes-page-enumerate.c — the Eliminate mode's other method:
 * ENUMERATION-ASK for the selected node given the evidence, run on a
 * worker through qd_bayes_ask (its terms heard through on_term and kept
 * by problems/bayes/qd-bayes-terms.h), shown as AIMA's tree (3rd ed. fig.
 * 14.8): the query's states with their unnormalised values at the top,
 * each term "Earthquake=true 0.002 × 0.598525 = 0.00119705" under its
 * parent, expandable with the mouse or the keyboard (Right or plus
 * opens, Left or minus closes, Left on an open row's child goes to its
 * parent), then the normalised answer and P(e).  A tree of more than
 * QD_BAYES_ENUMERATION_MAX_TERMS terms is refused before it is walked. */
#include "config.h"
#include "qd-bayes-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-format.h"
#include "problems/bayes/qd-bayes-terms.h"

/* ------------------------------------------------------------ a row */

#define QD_TYPE_BAYES_TERM_ITEM (qd_bayes_term_item_get_type ())
G_DECLARE_FINAL_TYPE (QdBayesTermItem, qd_bayes_term_item, QD, BAYES_TERM_ITEM, GObject)

/* One row of the tree: its words, what a screen reader says, and its
 * subtrees (NULL for a leaf). */
struct _QdBayesTermItem
{
  GObject parent_instance;
  char *text;
  char *spoken;
  GListStore *children;
  guint var;                 /* G_MAXUINT: a row of the answer */
  gboolean observed;
};

G_DEFINE_FINAL_TYPE (QdBayesTermItem, qd_bayes_term_item, G_TYPE_OBJECT)

static void
qd_bayes_term_item_finalize (GObject *object)
{
  QdBayesTermItem *self = QD_BAYES_TERM_ITEM (object);

  g_free (self->text);
  g_free (self->spoken);
  g_clear_object (&self->children);
  G_OBJECT_CLASS (qd_bayes_term_item_parent_class)->finalize (object);
}

static void
qd_bayes_term_item_class_init (QdBayesTermItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qd_bayes_term_item_finalize;
}

static void
qd_bayes_term_item_init (QdBayesTermItem *self)
{
}

static QdBayesTermItem *
item_new (char *text, char *spoken)
{
  QdBayesTermItem *item = g_object_new (QD_TYPE_BAYES_TERM_ITEM, NULL);

  item->text = text;
  item->spoken = spoken;
  item->var = G_MAXUINT;
  return item;
}

/* TERM and its subtrees as rows. */
static QdBayesTermItem *
term_item (const QdBayesNet *net, const gint *evidence, const QdBayesTerm *term)
{
  char *text = qd_bayes_term_text (net, term, TRUE);
  gboolean observed = term->depth > 0 && evidence[term->var] >= 0;
  /* TRANSLATORS: a row of the enumeration tree as a screen reader says it:
   * "Earthquake=true 0.002 × 0.598525 = 0.00119705, level 2" */
  char *spoken = observed ? g_strdup_printf (_("%s, level %u, observed"), text, term->depth + 1)
                          : g_strdup_printf (_("%s, level %u"), text, term->depth + 1);
  QdBayesTermItem *item = item_new (text, spoken);

  item->observed = observed;
  item->var = term->var;
  if (term->children->len > 0)
    {
      item->children = g_list_store_new (QD_TYPE_BAYES_TERM_ITEM);
      for (guint i = 0; i < term->children->len; i++)
        {
          g_autoptr(QdBayesTermItem) child = term_item (net, evidence, g_ptr_array_index (term->children, i));

          g_list_store_append (item->children, child);
        }
    }
  return item;
}

/* ------------------------------------------------------------ the worker */

typedef struct {
  QdBayesTermTree *tree;
  QdBayesAnswer answer;
  GError *error;
  guint query;
  gint *evidence;
} EnumResult;

static void
enum_result_free (gpointer data)
{
  EnumResult *result = data;

  qd_bayes_term_tree_free (result->tree);
  qd_bayes_answer_clear (&result->answer);
  g_clear_error (&result->error);
  g_free (result->evidence);
  g_free (result);
}

static gpointer
enum_worker (QdJob *job, gpointer data, GError **error)
{
  QdBayesQuestion *task = data;
  EnumResult *result = g_new0 (EnumResult, 1);

  result->query = task->query;
  result->evidence = g_memdup2 (task->evidence, sizeof (gint) * MAX (qd_bayes_net_n_nodes (task->engine->net), 1));
  task->options.algorithm = QD_BAYES_ENUMERATION;
  task->options.stop = qd_job_get_stop_flag (job);
  task->options.max_entries = QD_BAYES_ENUMERATION_MAX_TERMS;
  task->options.on_step = NULL;
  task->options.on_term = qd_bayes_term_tree_add;
  result->tree = qd_bayes_term_tree_new (task->query);
  task->options.data = result->tree;
  g_mutex_lock (&task->engine->lock);
  /* A tree past the limit is refused before a term is visited, its size named. */
  qd_bayes_ask (task->engine->net, task->query, task->evidence, &task->options, &result->answer, &result->error);
  g_mutex_unlock (&task->engine->lock);
  return result;
}

/* ------------------------------------------------------------ showing */

/* The rows below the tree: P(query = s | e) for each state, then P(e). */
static void
append_answer (QdBayesPage *self, GListStore *rows, const EnumResult *result)
{
  const QdBayesNode *node = qd_bayes_net_node (self->net, result->query);
  g_autofree char *probability = qd_bayes_term_number (result->answer.evidence_probability, TRUE);

  for (guint s = 0; s < node->n_states; s++)
    {
      g_autofree char *number = qd_bayes_term_number (result->answer.posterior[s], TRUE);
      /* TRANSLATORS: the normalised answer of enumeration, "P(Burglary=true | e) = 0.2841718353" */
      char *text = g_strdup_printf (_("P(%s=%s | e) = %s"), node->name, node->states[s], number);
      g_autoptr(QdBayesTermItem) item = item_new (text, g_strdup (text));

      g_list_store_append (rows, item);
    }
  {
    /* TRANSLATORS: the probability of the evidence, "P(e) = 0.002084100239" */
    char *text = g_strdup_printf (_("P(e) = %s"), probability);
    g_autoptr(QdBayesTermItem) item = item_new (text, g_strdup (text));

    g_list_store_append (rows, item);
  }
}

static GListModel *
create_children (gpointer item, gpointer data)
{
  QdBayesTermItem *term = item;

  return term->children != NULL ? G_LIST_MODEL (g_object_ref (term->children)) : NULL;
}

static void on_selected (QdBayesPage *self);

static void
set_rows (QdBayesPage *self, GListStore *rows)
{
  GtkTreeListModel *tree = gtk_tree_list_model_new (G_LIST_MODEL (rows), FALSE, FALSE, create_children, NULL, NULL);
  GtkSingleSelection *selection = gtk_single_selection_new (G_LIST_MODEL (tree));

  g_signal_connect_swapped (selection, "notify::selected", G_CALLBACK (on_selected), self);
  gtk_list_view_set_model (self->enum_list, GTK_SELECTION_MODEL (selection));
  gtk_widget_set_visible (GTK_WIDGET (self->enum_scroller), rows != NULL);
  g_object_unref (selection);
}

static void
show_tree (QdBayesPage *self, const EnumResult *result)
{
  GListStore *rows = g_list_store_new (QD_TYPE_BAYES_TERM_ITEM);
  g_autofree char *evidence = qd_bayes_page_evidence_text (self);
  g_autofree char *terms = qd_format_count (result->tree->n_terms);
  g_autofree char *text = NULL;

  for (guint i = 0; i < result->tree->roots->len; i++)
    {
      g_autoptr(QdBayesTermItem) item = term_item (self->net, result->evidence,
                                                   g_ptr_array_index (result->tree->roots, i));

      g_list_store_append (rows, item);
    }
  append_answer (self, rows, result);
  set_rows (self, rows);
  /* TRANSLATORS: above the enumeration tree: the query, the evidence
   * ("e") and the number of terms */
  text = g_strdup_printf (_("P(%s | e) by enumeration, e: %s; %s terms"),
                          qd_bayes_net_node (self->net, result->query)->name, evidence, terms);
  gtk_label_set_label (self->step_label, text);
}

static void
on_enum_done (QdPage *page, QdJob *job)
{
  QdBayesPage *self = QD_BAYES_PAGE (page);
  EnumResult *result = qd_job_get_result (job);

  self->step_when_eliminated = FALSE;
  if (result == NULL)
    return;
  qd_bayes_eliminate_reset (self);
  if (result->error != NULL)
    {
      gtk_label_set_label (self->step_label, result->error->message);
      qd_page_toast (page, result->error->message);
    }
  else if (result->answer.status == QD_BELIEF_STOPPED)
    gtk_label_set_label (self->step_label, _("Enumeration stopped."));
  else
    {
      self->elim_query = (gint) result->query;
      show_tree (self, result);
      on_selected (self);
    }
  qd_bayes_page_refresh (self);
  qd_bayes_page_update_actions (self);
}

void
qd_bayes_enumerate_start (QdBayesPage *self)
{
  QdBayesQuestion *task = qd_bayes_question_new (self);

  if (task == NULL)
    return;
  gtk_label_set_label (self->step_label, _("Enumerating…"));
  qd_page_start_job (QD_PAGE (self), _("Enumeration"), enum_worker, task, qd_bayes_question_free,
                     enum_result_free, on_enum_done);
}

/* ------------------------------------------------------------ the list */

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  GtkWidget *expander = gtk_tree_expander_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_top (label, 3);
  gtk_widget_set_margin_bottom (label, 3);
  gtk_widget_add_css_class (label, "numeric");
  gtk_tree_expander_set_child (GTK_TREE_EXPANDER (expander), label);
  gtk_list_item_set_child (list_item, expander);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  GtkTreeListRow *row = gtk_list_item_get_item (list_item);
  GtkWidget *expander = gtk_list_item_get_child (list_item);
  GtkWidget *label = gtk_tree_expander_get_child (GTK_TREE_EXPANDER (expander));
  g_autoptr(QdBayesTermItem) item = gtk_tree_list_row_get_item (row);

  gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (expander), row);
  gtk_label_set_label (GTK_LABEL (label), item->text);
  (gtk_tree_list_row_get_depth (row) == 0 && item->children != NULL ? gtk_widget_add_css_class
                                                                      : gtk_widget_remove_css_class) (label, "heading");
  (item->observed ? gtk_widget_add_css_class : gtk_widget_remove_css_class) (label, "accent");
  gtk_accessible_update_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL, item->spoken, -1);
}

static void
unbind_row (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (gtk_list_item_get_child (list_item)), NULL);
}

static GtkTreeListRow *
selected_row (QdBayesPage *self, guint *position)
{
  GtkSelectionModel *model = gtk_list_view_get_model (self->enum_list);

  if (model == NULL)
    return NULL;
  *position = gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (model));
  if (*position == GTK_INVALID_LIST_POSITION)
    return NULL;
  return g_list_model_get_item (G_LIST_MODEL (model), *position);
}

/* Right or plus opens the selected row, Left or minus closes it, or on a
 * row already closed (or a leaf) goes to its parent. */
static gboolean
on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, gpointer data)
{
  QdBayesPage *self = data;
  gboolean open = keyval == GDK_KEY_Right || keyval == GDK_KEY_plus || keyval == GDK_KEY_KP_Add;
  gboolean close = keyval == GDK_KEY_Left || keyval == GDK_KEY_minus || keyval == GDK_KEY_KP_Subtract;
  guint position;
  g_autoptr(GtkTreeListRow) row = NULL;
  g_autoptr(GtkTreeListRow) parent = NULL;

  if ((!open && !close) || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 ||
      (row = selected_row (self, &position)) == NULL)
    return FALSE;
  if (open || gtk_tree_list_row_get_expanded (row))
    {
      gtk_tree_list_row_set_expanded (row, open);
      return TRUE;
    }
  if ((parent = gtk_tree_list_row_get_parent (row)) == NULL)
    return TRUE;
  position = gtk_tree_list_row_get_position (parent);
  gtk_widget_activate_action (GTK_WIDGET (self->enum_list), "list.scroll-to-item", "u", position);
  gtk_single_selection_set_selected (GTK_SINGLE_SELECTION (gtk_list_view_get_model (self->enum_list)), position);
  return TRUE;
}

/* The selected row's path on the canvas: its variable outlined, those of
 * the rows above it tinted (the assignment the term is computed under). */
static void
on_selected (QdBayesPage *self)
{
  guint position;
  g_autoptr(GtkTreeListRow) row = NULL;
  guint n = self->net != NULL ? qd_bayes_net_n_nodes (self->net) : 0;

  if (n == 0 || self->marks == NULL || self->elim_query < 0 || (guint) self->elim_query >= n)
    return;
  row = selected_row (self, &position);
  memset (self->marks, 0, n);
  self->marks[self->elim_query] |= QD_BAYES_MARK_QUERY;
  for (GtkTreeListRow *r = row != NULL ? g_object_ref (row) : NULL, *up; r != NULL; r = up)
    {
      g_autoptr(QdBayesTermItem) item = gtk_tree_list_row_get_item (r);

      if (item->var < n)
        self->marks[item->var] |= r == row ? QD_BAYES_MARK_CURRENT : QD_BAYES_MARK_SCOPE;
      up = gtk_tree_list_row_get_parent (r);
      g_object_unref (r);
    }
  qd_bayes_page_refresh (self);
}

/* ------------------------------------------------------------ the method */

gboolean
qd_bayes_enumerate_chosen (QdBayesPage *self)
{
  return adw_combo_row_get_selected (self->method_row) == 1;
}

/* The rows of the method chosen shown, the others hidden. */
static void
show_method (QdBayesPage *self)
{
  gboolean enumerate = qd_bayes_enumerate_chosen (self);

  adw_preferences_group_set_title (self->method_group, enumerate ? _("Enumeration") : _("Variable Elimination"));
  gtk_widget_set_visible (GTK_WIDGET (self->heuristic_row), !enumerate);
  gtk_widget_set_visible (GTK_WIDGET (self->order_row), !enumerate);
  gtk_widget_set_visible (self->step_buttons, !enumerate);
  gtk_widget_set_visible (GTK_WIDGET (self->cost_label), !enumerate);
  gtk_widget_set_visible (GTK_WIDGET (self->steps_group), !enumerate);
  gtk_widget_set_visible (GTK_WIDGET (self->enum_group), enumerate);
  adw_button_content_set_label (self->eliminate_content, enumerate ? _("Enumerate") : _("Eliminate"));
  gtk_widget_set_tooltip_text (self->eliminate_button, enumerate ? _("Enumerate for the selected node’s posterior (F5)")
                                                                 : _("Eliminate for the selected node’s posterior (F5)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->eliminate_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  enumerate ? _("Enumerate") : _("Eliminate"), -1);
}

static void
on_method_changed (QdBayesPage *self)
{
  show_method (self);
  if (self->mode == QD_BAYES_MODE_ELIMINATE)
    qd_bayes_page_say_mode (self);
  qd_bayes_eliminate_reset (self);
  qd_bayes_page_update_actions (self);
}

void
qd_bayes_enumerate_init (QdBayesPage *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_row), self);
  gtk_list_view_set_factory (self->enum_list, factory);
  g_object_unref (factory);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->enum_list), keys);
  g_signal_connect_swapped (self->method_row, "notify::selected", G_CALLBACK (on_method_changed), self);
  show_method (self);
}

/* The tree goes (the network, the evidence or the method changed). */
void
qd_bayes_enumerate_reset (QdBayesPage *self)
{
  gtk_list_view_set_model (self->enum_list, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->enum_scroller), FALSE);
}

char *
qd_bayes_page_dup_term_text (QdBayesPage *self, guint position)
{
  GtkSelectionModel *model = gtk_list_view_get_model (self->enum_list);
  g_autoptr(GtkTreeListRow) row = NULL;
  g_autoptr(QdBayesTermItem) item = NULL;

  if (model == NULL || position >= g_list_model_get_n_items (G_LIST_MODEL (model)))
    return NULL;
  row = g_list_model_get_item (G_LIST_MODEL (model), position);
  item = gtk_tree_list_row_get_item (row);
  return g_strdup (item->text);
}
