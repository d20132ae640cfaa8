/* qd-bayes-page.c — the Bayesian Networks tab.
 *
 * The document is a network (problems/bayes/qd-bayes.h).  A frozen copy
 * of it, the engine, is made whenever it changes (opened, edited, undone),
 * and the workers read only that.  Six modes share the canvas, the
 * sidebar's stack pages: Query (qd-bayes-page-query.c), Eliminate
 * (qd-bayes-page-eliminate.c), Independence (qd-bayes-page-separate.c),
 * Sample (qd-bayes-page-sample.c), Decide (qd-bayes-page-decide.c, shown
 * for decision networks only) and Edit (qd-bayes-editor.c).  The evidence
 * is the page's, not the document's: it is kept by names across edits.
 * The keys every page has (F5, Escape, Page Down, Page Up: the "run"
 * actions) do what the mode on show does. */
#include "config.h"
#include "qd-bayes-page-private.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "problems/qd-problem.h"
#include "render/bayes/qd-bayes-worksheet.h"

QD_PROBLEM_DECLARE (bayes)

G_DEFINE_FINAL_TYPE (QdBayesPage, qd_bayes_page, QD_TYPE_PAGE)

/* ------------------------------------------------------------ the engine */

QdBayesEngine *
qd_bayes_engine_new (const QdBayesNet *net)
{
  QdBayesEngine *engine = g_new0 (QdBayesEngine, 1);

  engine->ref = 1;
  g_mutex_init (&engine->lock);
  engine->net = qd_bayes_net_copy (net);
  /* Built here, so that the workers only read the network. */
  qd_bayes_net_numbers (engine->net);
  return engine;
}

QdBayesEngine *
qd_bayes_engine_ref (QdBayesEngine *engine)
{
  g_atomic_int_inc (&engine->ref);
  return engine;
}

void
qd_bayes_engine_unref (QdBayesEngine *engine)
{
  if (engine == NULL || !g_atomic_int_dec_and_test (&engine->ref))
    return;
  g_clear_pointer (&engine->tree, qd_belief_tree_free);
  qd_bayes_net_free (engine->net);
  g_mutex_clear (&engine->lock);
  g_free (engine);
}

/* ------------------------------------------------------------ display */

void
qd_bayes_page_set_status (QdBayesPage *self, const char *text)
{
  gtk_label_set_label (self->status_label, text);
}

char *
qd_bayes_page_node_state_name (QdBayesPage *self, guint node, gint state)
{
  const QdBayesNode *n = qd_bayes_net_node (self->net, node);

  if (state < 0)
    return g_strdup (n->name);
  return g_strdup_printf ("%s = %s", n->name, n->states[state]);
}

char *
qd_bayes_page_parents_text (QdBayesPage *self, const QdBayesNode *node, guint row)
{
  GString *text = g_string_new (NULL);

  for (gint k = (gint) node->n_parents - 1; k >= 0; k--)
    {
      const QdBayesNode *parent = qd_bayes_net_node (self->net, node->parents[k]);
      g_autofree char *item = g_strdup_printf ("%s = %s", parent->name, parent->states[row % parent->n_states]);

      g_string_prepend (text, text->len > 0 ? ", " : "");
      g_string_prepend (text, item);
      row /= parent->n_states;
    }
  return g_string_free (text, FALSE);
}

char *
qd_bayes_page_evidence_text (QdBayesPage *self)
{
  GString *text = g_string_new (NULL);
  guint n = self->net != NULL ? MIN (qd_bayes_net_n_nodes (self->net), self->evidence_count) : 0;

  for (guint v = 0; v < n; v++)
    if (self->evidence[v] >= 0)
      {
        g_autofree char *item = qd_bayes_page_node_state_name (self, v, self->evidence[v]);

        g_string_append_printf (text, "%s%s", text->len > 0 ? ", " : "", item);
      }
  if (text->len == 0)
    g_string_assign (text, _("none"));
  return g_string_free (text, FALSE);
}

void
qd_bayes_page_refresh (QdBayesPage *self)
{
  QdBayesRenderOptions options;
  gboolean separating = self->mode == QD_BAYES_MODE_INDEPENDENCE && self->separation_valid;

  guint n = self->net != NULL ? qd_bayes_net_n_nodes (self->net) : 0;

  qd_bayes_render_options_init (&options, NULL);
  if (self->net == NULL)
    return;
  /* Practice asks for posteriors: the canvas keeps them to itself meanwhile.
   * Arrays made for another network (in the middle of a rebuild) are not shown. */
  options.marginals = self->marginals_valid && !self->practicing && self->marginal_count == n
                        ? (const double *const *) self->marginals : NULL;
  options.evidence = self->evidence_count == n ? self->evidence : NULL;
  options.expected = self->expected_count == n ? (const double *const *) self->expected : NULL;
  options.utility = self->expected_count == n ? self->utility : NULL;
  options.marks = self->marks;
  options.selected = self->selected;
  if (separating)
    {
      /* Blocking nodes are marked when they separate X from Y; on an active
       * trail they only block other trails, and crossing them out misleads. */
      self->separation_shown = self->separation;
      if (!self->separation.separated)
        self->separation_shown.blocking = NULL;
      options.separation = &self->separation_shown;
      options.sep_x = self->sep_x;
      options.sep_y = self->sep_y;
      options.sep_z = self->sep_z;
    }
  qd_bayes_view_set_options (self->board_view, &options);
}

static void update_run_actions (QdBayesPage *self, gboolean busy, gboolean ready);

void
qd_bayes_page_update_actions (QdBayesPage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));
  gboolean ready = self->engine != NULL && !busy;
  gboolean chosen = ready && self->selected >= 0;
  gboolean chance = chosen && qd_bayes_net_node (self->net, self->selected)->kind != QD_BELIEF_UTILITY;
  QdActionState states[] = {
    { "compute", chance },
    { "eliminate", chance },
    { "step-previous", ready && qd_bayes_eliminate_can_step (self, -1) },
    { "step-next", ready && qd_bayes_eliminate_can_step (self, 1) },
    { "separate", ready },
    { "sample", chance },
    { "stop", busy },
    { "delete-node", !busy && self->selected >= 0 },
    { "add-arc", !busy && self->selected >= 0 },
    { "remove-arc", !busy && self->selected >= 0 },
    { "set-table", !busy && self->selected >= 0 },
  };

  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
  if (self->run_group != NULL)
    update_run_actions (self, busy, ready);
  qd_page_update_undo (QD_PAGE (self));
}

/* ------------------------------------------------------------ nodes */

static void
fill_node_names (QdBayesPage *self)
{
  guint n = qd_bayes_net_n_nodes (self->net);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint v = 0; v < n; v++)
    g_ptr_array_add (names, qd_bayes_net_node (self->net, v)->name);
  g_ptr_array_add (names, NULL);
  self->updating = TRUE;
  gtk_string_list_splice (self->node_names, 0, g_list_model_get_n_items (G_LIST_MODEL (self->node_names)),
                          (const char *const *) names->pdata);
  self->updating = FALSE;
}

void
qd_bayes_page_select_node (QdBayesPage *self, gint node)
{
  guint n = self->net != NULL ? qd_bayes_net_n_nodes (self->net) : 0;

  self->selected = node >= 0 && (guint) node < n ? node : (n > 0 ? 0 : -1);
  self->updating = TRUE;
  if (self->selected >= 0)
    adw_combo_row_set_selected (self->node_row, self->selected);
  self->updating = FALSE;
  if (self->selected >= 0 && qd_canvas_get_cursor (QD_CANVAS (self->board_view)) != self->selected)
    qd_canvas_set_cursor (QD_CANVAS (self->board_view), self->selected);
  qd_bayes_editor_show (self);
  qd_bayes_page_refresh (self);
  qd_bayes_page_update_actions (self);
}

static void
on_node_row_selected (QdBayesPage *self)
{
  guint selected = adw_combo_row_get_selected (self->node_row);

  if (!self->updating && selected != GTK_INVALID_LIST_POSITION)
    {
      qd_bayes_page_select_node (self, (gint) selected);
      qd_bayes_view_show_node (self->board_view, selected);
    }
}

static void
restore_evidence (QdBayesPage *self, const char *names)
{
  guint n = qd_bayes_net_n_nodes (self->net);
  g_auto(GStrv) items = names != NULL ? g_strsplit (names, ",", -1) : NULL;

  self->evidence = g_renew (gint, self->evidence, MAX (n, 1));
  self->evidence_count = n;
  for (guint v = 0; v < n; v++)
    self->evidence[v] = -1;
  for (guint i = 0; items != NULL && items[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (items[i], "=", 2);
      gint node = pair[0] != NULL && pair[1] != NULL ? qd_bayes_net_find (self->net, pair[0]) : -1;
      gint state = node >= 0 ? qd_bayes_node_find_state (qd_bayes_net_node (self->net, node), pair[1]) : -1;

      if (state >= 0 && qd_bayes_net_node (self->net, node)->kind != QD_BELIEF_UTILITY)
        self->evidence[node] = state;
    }
}

/* The evidence as names ("A=x,B=y"), to find it again in the network that
 * follows an edit or an undo (which frees the network before). */
static char *
evidence_as_names (QdBayesPage *self)
{
  GString *text = g_string_new (NULL);
  /* The evidence is as long as the network it was set on. */
  guint n = self->net != NULL && self->evidence != NULL ? MIN (qd_bayes_net_n_nodes (self->net), self->evidence_count)
                                                       : 0;

  for (guint v = 0; v < n; v++)
    if (self->evidence[v] >= 0)
      {
        const QdBayesNode *node = qd_bayes_net_node (self->net, v);

        g_string_append_printf (text, "%s%s=%s", text->len > 0 ? "," : "", node->name,
                                node->states[self->evidence[v]]);
      }
  return g_string_free (text, FALSE);
}

/* ------------------------------------------------------------ the network */

static const char *const mode_names[] = { "query", "eliminate", "independence", "sample", "decide", "editing" };

/* The engine for the network as it is now; every mode starts again. */
static void
rebuild (QdBayesPage *self, const char *kept_evidence)
{
  g_autoptr(GError) error = NULL;
  gboolean decision;

  qd_page_cancel_job (QD_PAGE (self));
  self->sampling = self->job_marginals = FALSE;
  g_clear_pointer (&self->engine, qd_bayes_engine_unref);
  if (qd_bayes_net_check (self->net, &error))
    self->engine = qd_bayes_engine_new (self->net);
  gtk_label_set_label (self->check_label, error != NULL ? error->message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->check_label), error != NULL);
  restore_evidence (self, kept_evidence);
  fill_node_names (self);
  decision = qd_bayes_net_decision (self->net) >= 0;
  gtk_widget_set_visible (self->decide_toggle, decision);
  if (!decision && self->mode == QD_BAYES_MODE_DECIDE)
    gtk_stack_set_visible_child_name (self->mode_stack, "query");
  qd_bayes_view_set_net (self->board_view, self->net);
  qd_bayes_eliminate_reset (self);
  qd_bayes_separate_reset (self);
  qd_bayes_sample_reset (self);
  qd_bayes_page_select_node (self, self->selected);
  qd_bayes_query_update (self);
  qd_bayes_practice_sync (self);
  qd_bayes_page_update_actions (self);
  if (error != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("This network cannot be used: %s"), error->message);

      qd_bayes_page_set_status (self, text);
    }
}

void
qd_bayes_page_keep_evidence (QdBayesPage *self)
{
  g_free (self->evidence_names);
  self->evidence_names = evidence_as_names (self);
}

/* The network changed in place: its indices may have moved (a node
 * deleted), so the evidence is found again by the names kept before. */
void
qd_bayes_page_net_edited (QdBayesPage *self, const char *status)
{
  g_autofree char *kept = g_strdup (self->evidence_names);

  rebuild (self, kept);
  qd_bayes_page_keep_evidence (self);
  if (status != NULL && self->engine != NULL)
    qd_bayes_page_set_status (self, status);
}

/* ------------------------------------------------------------ modes */

void
qd_bayes_page_say_mode (QdBayesPage *self)
{
  static const char *const hints[] = {
    N_("Click a state’s bar to observe it, or press Enter on the selected node; every posterior follows."),
    N_("Eliminate, then Next Step: each variable summed out of the factors that mention it."),
    N_("Choose X, Y and the evidence Z, then Test: active trails are drawn, blocking nodes marked."),
    N_("Run draws samples: the estimate converges on the exact answer beside it."),
    N_("The best choice for each observation by expected utility, and what information is worth."),
    N_("Add nodes, link them, and type their tables; Ctrl+Z undoes."),
  };

  const char *hint = self->mode == QD_BAYES_MODE_ELIMINATE && qd_bayes_enumerate_chosen (self)
    ? N_("Enumerate: each hidden variable’s states summed over, each term its table’s entry times the sum of the "
         "terms under it (AIMA figure 14.8).")
    : hints[self->mode];

  if (self->engine != NULL || self->mode == QD_BAYES_MODE_EDIT)
    qd_bayes_page_set_status (self, _(hint));
}

static void
mode_changed (GSimpleAction *action, GVariant *state, gpointer data)
{
  gtk_stack_set_visible_child_name (QD_BAYES_PAGE (data)->mode_stack, g_variant_get_string (state, NULL));
}

static void
on_mode_changed (QdBayesPage *self)
{
  const char *name = gtk_stack_get_visible_child_name (self->mode_stack);
  GSimpleAction *mode = qd_page_lookup_action (QD_PAGE (self), "mode");

  g_simple_action_set_state (mode, g_variant_new_string (name));
  for (guint i = 0; i < G_N_ELEMENTS (mode_names); i++)
    if (g_strcmp0 (name, mode_names[i]) == 0)
      self->mode = (QdBayesMode) i;
  if (self->mode != QD_BAYES_MODE_ELIMINATE && self->marks != NULL)
    memset (self->marks, 0, qd_bayes_net_n_nodes (self->net));
  if (self->mode == QD_BAYES_MODE_ELIMINATE)
    qd_bayes_eliminate_step (self, 0);
  qd_bayes_page_say_mode (self);
  qd_bayes_page_refresh (self);
  qd_bayes_page_update_actions (self);
}

/* Delete clears the cursor's evidence (in Edit: deletes the node);
 * Shift+Delete clears all of it, in every mode. */
static gboolean
on_board_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
              QdBayesPage *self)
{
  gint cursor = qd_canvas_get_cursor (QD_CANVAS (self->board_view));
  gboolean del = keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete || keyval == GDK_KEY_BackSpace;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if (del && (state & GDK_SHIFT_MASK) != 0)
    return gtk_widget_activate_action (GTK_WIDGET (self), "bayes.clear-evidence", NULL);
  if (self->mode == QD_BAYES_MODE_EDIT)
    return qd_bayes_editor_key (self, keyval);
  if (!del)
    return FALSE;
  if (cursor >= 0 && self->evidence[cursor] >= 0)
    qd_bayes_query_toggle (self, cursor, self->evidence[cursor]);
  return TRUE;
}

/* A click on a state's bar observes it (Query); anywhere else on a node
 * selects it.  Return on the cursor's node cycles its observed state. */
static void
on_node_clicked (QdBayesView *view, guint node, gint state, QdBayesPage *self)
{
  qd_bayes_page_select_node (self, node);
  if (self->mode != QD_BAYES_MODE_QUERY || self->engine == NULL)
    return;
  if (state == -2)
    qd_bayes_query_cycle (self, node);
  else if (state >= 0)
    qd_bayes_query_toggle (self, node, state);
}

static void
on_cursor_moved (QdBayesPage *self, gint cell)
{
  if (cell >= 0 && cell != self->selected)
    qd_bayes_page_select_node (self, cell);
}

/* ------------------------------------------------------------ find */

static gint
find_node (QdBayesPage *self, const char *text, gint after)
{
  guint n = qd_bayes_net_n_nodes (self->net);
  g_autofree char *wanted = g_utf8_casefold (text, -1);

  for (guint i = 1; i <= n && *wanted != '\0'; i++)
    {
      guint v = (guint) (after + (gint) i) % n;
      g_autofree char *name = g_utf8_casefold (qd_bayes_net_node (self->net, v)->name, -1);

      if (strstr (name, wanted) != NULL)
        return (gint) v;
    }
  return -1;
}

/* Every node whose name holds TEXT gets a halo (none for ""). */
static void
mark_found (QdBayesPage *self, const char *text)
{
  guint n = qd_bayes_net_n_nodes (self->net);
  g_autofree char *wanted = g_utf8_casefold (text, -1);

  for (guint v = 0; v < n && self->marks != NULL; v++)
    {
      g_autofree char *name = g_utf8_casefold (qd_bayes_net_node (self->net, v)->name, -1);

      self->marks[v] &= ~QD_BAYES_MARK_FOUND;
      if (*wanted != '\0' && strstr (name, wanted) != NULL)
        self->marks[v] |= QD_BAYES_MARK_FOUND;
    }
}

static void
go_to_found (QdBayesPage *self, gint after)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->find_entry));
  gint node = find_node (self, text, after);

  mark_found (self, text);
  if (*text == '\0')
    {
      qd_bayes_page_refresh (self);
      return;
    }
  if (node < 0)
    {
      g_autofree char *message = g_strdup_printf (_("No node’s name holds “%s”"), text);

      qd_bayes_page_set_status (self, message);
      return;
    }
  qd_bayes_page_select_node (self, node);
  qd_bayes_view_show_node (self->board_view, node);
}

static void
on_find_changed (QdBayesPage *self)
{
  go_to_found (self, -1);
}

static void
on_find_activate (QdBayesPage *self)
{
  go_to_found (self, self->selected);
}

static void
on_find_stop (QdBayesPage *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

static void
find_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBayesPage *self = data;
  AdwFlap *flap = qd_page_get_flap (QD_PAGE (self));

  if (flap != NULL && adw_flap_get_folded (flap))
    adw_flap_set_reveal_flap (flap, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->find_entry));
}

/* ------------------------------------------------------------ actions */

static void
stop_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  /* The job's "done" still comes, with what it has so far. */
  qd_page_stop_job (QD_PAGE (data));
}

static const GActionEntry page_actions[] = {
  { "stop", stop_activated },
  { "find", find_activated },
  { "mode", NULL, "s", "'query'", mode_changed },
};

/* What F5 and Page Down do in each mode. */
static const char *const solve_actions[] = {
  "bayes.compute", "bayes.eliminate", "bayes.separate", "bayes.sample", NULL, NULL,
};

static void
run_solve_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBayesPage *self = data;

  if (solve_actions[self->mode] != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), solve_actions[self->mode], NULL);
}

static void
run_step_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  gtk_widget_activate_action (GTK_WIDGET (data), "bayes.step-next", NULL);
}

static void
run_step_back_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  gtk_widget_activate_action (GTK_WIDGET (data), "bayes.step-previous", NULL);
}

static const GActionEntry run_actions[] = {
  { "solve", run_solve_activated },
  { "stop", stop_activated },
  { "step", run_step_activated },
  { "step-back", run_step_back_activated },
};

static void
insert_run_actions (QdBayesPage *self)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();

  g_action_map_add_action_entries (G_ACTION_MAP (group), run_actions, G_N_ELEMENTS (run_actions), self);
  qd_widget_insert_action_group (GTK_WIDGET (self), "run", G_ACTION_GROUP (group));
  self->run_group = group;
}

static void
enable_run_action (QdBayesPage *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->run_group), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
update_run_actions (QdBayesPage *self, gboolean busy, gboolean ready)
{
  gboolean eliminate = self->mode == QD_BAYES_MODE_ELIMINATE;

  enable_run_action (self, "solve", ready && solve_actions[self->mode] != NULL);
  enable_run_action (self, "stop", busy);
  enable_run_action (self, "step", eliminate && ready && qd_bayes_eliminate_can_step (self, 1));
  enable_run_action (self, "step-back", eliminate && ready && qd_bayes_eliminate_can_step (self, -1));
}

/* ------------------------------------------------------ QdPage methods */

static void
qd_bayes_page_document_changed (QdPage *page, QdPageChange change)
{
  QdBayesPage *self = QD_BAYES_PAGE (page);
  g_autofree char *kept = change == QD_PAGE_CHANGE_OPENED ? NULL : g_strdup (self->evidence_names);

  self->net = qd_page_get_model (page);
  /* An imported network without positions is laid out once, as it opens. */
  qd_bayes_layout_ensure (self->net, NULL);
  if (change == QD_PAGE_CHANGE_OPENED)
    self->selected = -1;
  rebuild (self, kept);
  qd_bayes_page_keep_evidence (self);
  if (change == QD_PAGE_CHANGE_OPENED)
    qd_bayes_page_say_mode (self);
}

static gboolean
qd_bayes_page_present_step (QdPage *page, int direction, gboolean playing)
{
  QdBayesPage *self = QD_BAYES_PAGE (page);
  gboolean done;

  if (qd_page_get_busy (page))
    return FALSE;
  /* Forward with no elimination on show (a presenter's clicker, Page Down):
   * variable elimination for the selected node, its first step shown when
   * it is done. */
  if (direction > 0 && (self->mode != QD_BAYES_MODE_ELIMINATE || self->steps == NULL))
    {
      if (self->engine == NULL || self->net == NULL || qd_bayes_net_n_nodes (self->net) == 0)
        return FALSE;
      if (self->mode != QD_BAYES_MODE_ELIMINATE)
        qd_bayes_page_set_mode (self, "eliminate");
      if (self->selected < 0)
        qd_bayes_page_select_node (self, 0);
      self->step_when_eliminated = TRUE;
      if (!gtk_widget_activate_action (GTK_WIDGET (self), "bayes.eliminate", NULL) || !qd_page_get_busy (page))
        self->step_when_eliminated = FALSE;
      return self->step_when_eliminated;
    }
  if (self->mode != QD_BAYES_MODE_ELIMINATE)
    return FALSE;
  done = qd_bayes_eliminate_step (self, direction);
  qd_bayes_page_update_actions (self);
  return done;
}

static guint
qd_bayes_page_present_position (QdPage *page)
{
  return QD_BAYES_PAGE (page)->shown_step;
}

static void
qd_bayes_page_stop (QdPage *page)
{
  QdBayesPage *self = QD_BAYES_PAGE (page);

  self->sampling = self->job_marginals = FALSE;
  QD_PAGE_CLASS (qd_bayes_page_parent_class)->stop (page);
}

/* -------------------------------------------------------------- GObject */

static void
qd_bayes_page_dispose (GObject *object)
{
  QdBayesPage *self = QD_BAYES_PAGE (object);

  qd_page_cancel_job (QD_PAGE (self));
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_BAYES_PAGE);
  G_OBJECT_CLASS (qd_bayes_page_parent_class)->dispose (object);
}

static void
qd_bayes_page_finalize (GObject *object)
{
  QdBayesPage *self = QD_BAYES_PAGE (object);

  qd_bayes_query_free (self);
  qd_bayes_eliminate_free (self);
  qd_bayes_separate_free (self);
  qd_bayes_sample_free (self);
  qd_bayes_decide_free (self);
  g_clear_pointer (&self->engine, qd_bayes_engine_unref);
  g_clear_object (&self->node_names);
  g_clear_pointer (&self->practice_evidence, g_ptr_array_unref);
  g_free (self->evidence);
  g_free (self->evidence_names);
  G_OBJECT_CLASS (qd_bayes_page_parent_class)->finalize (object);
}

static void
add_shortcuts (QdPageClass *klass)
{
  qd_page_class_add_shortcut (klass, GDK_KEY_f, GDK_CONTROL_MASK, "bayes.find", N_("Find a node by its name"));
  qd_page_class_add_shortcut (klass, GDK_KEY_Delete, GDK_SHIFT_MASK, "bayes.clear-evidence",
                              N_("Clear the evidence"));
  qd_page_class_add_shortcut (klass, GDK_KEY_Left, GDK_ALT_MASK, "bayes.step-previous",
                              N_("The elimination step before"));
  qd_page_class_add_shortcut (klass, GDK_KEY_Right, GDK_ALT_MASK, "bayes.step-next", N_("The next elimination step"));
  qd_page_class_add_shortcut (klass, GDK_KEY_l, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "bayes.layout",
                              N_("Lay the network out in layers"));
}

static const QdWorksheetKind *const worksheets[] = { &qd_bayes_worksheet, NULL };

static void
bind_template (GtkWidgetClass *widget_class)
{
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, QdBayesPage, name)
  BIND (board_pane); BIND (board_view); BIND (practice_bar); BIND (status_label); BIND (check_label);
  BIND (mode_stack); BIND (decide_toggle); BIND (find_entry); BIND (node_row);
  BIND (evidence_label); BIND (evidence_probability_label); BIND (algorithm_row); BIND (posterior_label);
  BIND (method_row); BIND (method_group); BIND (eliminate_content); BIND (eliminate_button); BIND (step_buttons);
  BIND (steps_group); BIND (enum_group); BIND (enum_scroller); BIND (enum_list);
  BIND (heuristic_row); BIND (order_row); BIND (step_label); BIND (cost_label); BIND (steps_list); BIND (factor_chart);
  BIND (x_row); BIND (y_row); BIND (z_row); BIND (separation_label);
  BIND (sampler_row); BIND (samples_spin); BIND (seed_spin); BIND (sample_estimate_label);
  BIND (sample_exact_label); BIND (sample_kept_label); BIND (sample_effective_label); BIND (sample_view);
  BIND (meu_label); BIND (policy_list); BIND (vpi_list);
  BIND (name_row); BIND (states_row); BIND (parent_row); BIND (cpt_grid); BIND (edit_error_label);
#undef BIND
  /* Reachable by tests (gtk_widget_get_template_child), not kept. */
  gtk_widget_class_bind_template_child_full (widget_class, "sidebar", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "mode_switcher", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "next_step_button", FALSE, 0);
}

static void
qd_bayes_page_class_init (QdBayesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_bayes_page_dispose;
  object_class->finalize = qd_bayes_page_finalize;
  page_class->document_changed = qd_bayes_page_document_changed;
  page_class->stop = qd_bayes_page_stop;
  page_class->present_step = qd_bayes_page_present_step;
  page_class->present_position = qd_bayes_page_present_position;
  page_class->build_report = qd_bayes_page_build_report;
  page_class->get_text_export = qd_bayes_page_get_text_export;
  page_class->build_animation = qd_bayes_page_build_animation;
  page_class->worksheets = worksheets;

  g_type_ensure (QD_TYPE_BAYES_VIEW);
  g_type_ensure (QD_TYPE_BOARD_PANE);
  g_type_ensure (QD_TYPE_PICTURE_VIEW);
  g_type_ensure (QD_TYPE_PRACTICE_BAR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/quandary/Quandary/ui/bayes/qd-bayes-page.ui");
  bind_template (widget_class);
  add_shortcuts (page_class);
}

static void
set_node_models (QdBayesPage *self)
{
  AdwComboRow *rows[] = { self->node_row, self->x_row, self->y_row, self->parent_row };

  self->node_names = gtk_string_list_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    adw_combo_row_set_model (rows[i], G_LIST_MODEL (self->node_names));
}

static void
connect_signals (QdBayesPage *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_board_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board_view), keys);
  g_signal_connect (self->board_view, "node-clicked", G_CALLBACK (on_node_clicked), self);
  g_signal_connect_swapped (self->board_view, "cursor-moved", G_CALLBACK (on_cursor_moved), self);
  g_signal_connect_swapped (self->mode_stack, "notify::visible-child-name", G_CALLBACK (on_mode_changed), self);
  g_signal_connect_swapped (self->node_row, "notify::selected", G_CALLBACK (on_node_row_selected), self);
  /* At once, not after the search delay: a scan of the names is quick. */
  g_signal_connect_swapped (self->find_entry, "changed", G_CALLBACK (on_find_changed), self);
  g_signal_connect_swapped (self->find_entry, "activate", G_CALLBACK (on_find_activate), self);
  g_signal_connect_swapped (self->find_entry, "stop-search", G_CALLBACK (on_find_stop), self);
  g_signal_connect_swapped (self, "notify::busy", G_CALLBACK (qd_bayes_page_update_actions), self);
}

/* The first example (AIMA's burglary network, figure 14.2), the tab's
 * network until a file is opened. */
static QdBayesNet *
first_example (void)
{
  g_autofree char *path = g_strdup_printf ("/io/github/quandary/Quandary/examples/bayes/%s",
                                           qd_bayes_problem.examples[0].file);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  gsize length = 0;
  const char *text = bytes != NULL ? g_bytes_get_data (bytes, &length) : NULL;
  QdBayesNet *net = text != NULL ? qd_bayes_net_parse (text, length, NULL) : NULL;

  return net != NULL ? net : qd_bayes_net_new ("untitled");
}

static void
qd_bayes_page_init (QdBayesPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->selected = -1;
  self->evidence_probability = NAN;
  qd_page_add_actions (QD_PAGE (self), page_actions, G_N_ELEMENTS (page_actions), self);
  insert_run_actions (self);
  set_node_models (self);
  qd_bayes_query_init (self);
  qd_bayes_eliminate_init (self);
  qd_bayes_enumerate_init (self);
  qd_bayes_separate_init (self);
  qd_bayes_sample_init (self);
  qd_bayes_decide_init (self);
  qd_bayes_editor_init (self);
  qd_bayes_report_init (self);
  qd_bayes_practice_init (self);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->board_view));
  qd_canvas_follow_status (QD_CANVAS (self->board_view), self->status_label);
  connect_signals (self);
  qd_page_set_model (QD_PAGE (self), first_example (), QD_PAGE_CHANGE_OPENED);
}

/* ------------------------------------------------------------ for tests */

QdBayesNet *
qd_bayes_page_get_net (QdBayesPage *self)
{
  return self->net;
}

void
qd_bayes_page_set_mode (QdBayesPage *self, const char *mode)
{
  gtk_stack_set_visible_child_name (self->mode_stack, mode);
}

gboolean
qd_bayes_page_select (QdBayesPage *self, const char *name)
{
  gint node = qd_bayes_net_find (self->net, name);

  if (node < 0)
    return FALSE;
  qd_bayes_page_select_node (self, node);
  return TRUE;
}

gboolean
qd_bayes_page_set_evidence (QdBayesPage *self, const char *name, const char *state)
{
  gint node = qd_bayes_net_find (self->net, name);
  gint s = node >= 0 && state != NULL ? qd_bayes_node_find_state (qd_bayes_net_node (self->net, node), state) : -1;

  if (node < 0 || (state != NULL && s < 0))
    return FALSE;
  if (s < 0 ? self->evidence[node] >= 0 : self->evidence[node] != s)
    qd_bayes_query_toggle (self, node, s < 0 ? self->evidence[node] : s);
  return TRUE;
}

double
qd_bayes_page_get_marginal (QdBayesPage *self, const char *name, const char *state)
{
  gint node = qd_bayes_net_find (self->net, name);
  gint s = node >= 0 ? qd_bayes_node_find_state (qd_bayes_net_node (self->net, node), state) : -1;

  if (s < 0 || !self->marginals_valid || self->marginals[node] == NULL)
    return NAN;
  return self->marginals[node][s];
}

char *
qd_bayes_page_dup_marginal_text (QdBayesPage *self, const char *name, const char *state)
{
  double p = qd_bayes_page_get_marginal (self, name, state);
  char text[64];

  if (isnan (p))
    return NULL;
  qd_bayes_render_format_percent (p, text, sizeof text);
  return g_strdup (text);
}

gboolean
qd_bayes_page_is_settled (QdBayesPage *self)
{
  return !qd_page_get_busy (QD_PAGE (self));
}

const char *
qd_bayes_page_get_label (QdBayesPage *self, const char *id)
{
  GObject *label = gtk_widget_get_template_child (GTK_WIDGET (self), QD_TYPE_BAYES_PAGE, id);

  return label != NULL && GTK_IS_LABEL (label) ? gtk_label_get_label (GTK_LABEL (label)) : NULL;
}
