/* qd-logic-page-fol.c — the Logic tab's first-order parts: the algorithm
 * list made of what applies to the document (first-order chaining for a
 * `.fol`, the others else), the "Every answer" switch of FOL-FC-ASK and
 * FOL-BC-ASK, and the Unify window (two terms, their most general
 * unifier and UNIFY's steps, problems/logic/qd-logic-unify.h).
 *
 * A first-order answer is shown as the others: the verdict with its
 * substitutions, the trace (FC's facts by iteration, BC's proof trees
 * indented) and the proof drawn (FC's graph, BC's tree) by the one dispatch
 * of render/logic/qd-logic-render-proof.h, made in qd-logic-page-ask.c's
 * worker.  The Unify window draws UNIFY's steps by that dispatch too, in a
 * QdLogicPageProof of its own (as `quandary-cli logic unify --png`). */
#include "config.h"
#include "qd-logic-page-private.h"

#include <glib/gi18n.h>

#include "problems/logic/qd-logic-unify.h"
#include "qd-logic-page-proof.h"

/* Whether `algorithm` applies to a document of `kind`. */
static gboolean
applies (QdLogicAlgorithm algorithm, QdLogicDocKind kind)
{
  return qd_logic_algorithm_is_first_order (algorithm) == (kind == QD_LOGIC_DOC_FOL);
}

void
qd_logic_page_list_algorithms (QdLogicPage *self)
{
  QdLogicDocKind kind = self->doc != NULL ? self->doc->kind : QD_LOGIC_DOC_PROP;
  QdLogicAlgorithm selected = qd_logic_page_selected_algorithm (self);
  g_autoptr(GtkStringList) list = NULL;
  guint position = 0;

  if (self->n_algorithms > 0 && kind == self->listed_kind)
    return;
  list = gtk_string_list_new (NULL);
  self->n_algorithms = 0;
  for (guint i = 0; i < QD_LOGIC_N_ALGORITHMS; i++)
    if (applies (i, kind))
      {
        if (i == selected)
          position = self->n_algorithms;
        self->algorithms[self->n_algorithms++] = i;
        gtk_string_list_append (list, qd_logic_algorithm_label (i));
      }
  self->listed_kind = kind;
  adw_combo_row_set_model (self->algorithm_row, G_LIST_MODEL (list));
  adw_combo_row_set_selected (self->algorithm_row, position);
  gtk_widget_set_visible (GTK_WIDGET (self->all_answers_row), kind == QD_LOGIC_DOC_FOL);
  gtk_widget_set_visible (GTK_WIDGET (self->unify_button), kind == QD_LOGIC_DOC_FOL);
}

QdLogicAlgorithm
qd_logic_page_selected_algorithm (QdLogicPage *self)
{
  guint position = adw_combo_row_get_selected (self->algorithm_row);

  if (self->n_algorithms == 0)
    return QD_LOGIC_TRUTH_TABLE;
  return self->algorithms[MIN (position, self->n_algorithms - 1)];
}

gboolean
qd_logic_page_all_answers (QdLogicPage *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->all_answers_row)) &&
         gtk_switch_get_active (self->all_answers_switch);
}

char *
qd_logic_page_fol_figures (const QdLogicAskResult *r)
{
  guint n = r->algorithm == QD_LOGIC_FOL_FC ? r->fol_fc.answer_fact->len : r->fol_bc.answers->len;
  g_autofree char *answers = g_strdup_printf (ngettext ("%u answer", "%u answers", n), n);

  if (r->algorithm == QD_LOGIC_FOL_FC)
    return g_strdup_printf (ngettext ("%s, %u iteration", "%s, %u iterations", r->fol_fc.iterations), answers,
                            r->fol_fc.iterations);
  return g_strdup_printf (_("%s, depth %u"), answers, r->fol_bc.max_depth_reached);
}

/* ---- the Unify window */

typedef struct
{
  GtkEntry *terms[2];
  GtkLabel *answer;
  GtkLabel *steps;
  QdLogicPageProof *drawing;
} UnifyWindow;

static void
unify_result_free (gpointer data)
{
  qd_logic_unify_result_clear (data);
  g_free (data);
}

/* UNIFY's steps drawn: the proof borrows the terms read, kept with it. */
static void
unify_window_draw (UnifyWindow *w, QdLogicUnifyResult *r)
{
  QdLogicProofHeld *held = g_new0 (QdLogicProofHeld, 1);

  held->owner = g_memdup2 (r, sizeof *r);
  held->free_owner = unify_result_free;
  qd_logic_proof_init_unify (&held->proof, r->fol, r->x, r->y);
  held->has_proof = TRUE;
  qd_logic_page_proof_set (w->drawing, held, NULL);
}

static void
unify_window_run (UnifyWindow *w)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) steps = g_string_new (NULL);
  g_autofree char *answer = NULL;
  QdLogicUnifyResult r;

  if (!qd_logic_unify (gtk_editable_get_text (GTK_EDITABLE (w->terms[0])),
                       gtk_editable_get_text (GTK_EDITABLE (w->terms[1])), TRUE, &r, &error))
    {
      gtk_label_set_label (w->answer, error->message);
      gtk_label_set_label (w->steps, "");
      qd_logic_page_proof_set (w->drawing, NULL, error->message);
      return;
    }
  if (r.status == QD_LOGIC_UNIFIED)
    answer = g_strdup_printf (_("Most general unifier: %s\nAs bound, step by step: %s"), r.composed, r.raw);
  else
    answer = g_strdup_printf (_("No unifier: %s."), r.why);
  for (guint i = 0; i < r.steps->len; i++)
    g_string_append_printf (steps, "%u. %s\n", i + 1, (const char *) g_ptr_array_index (r.steps, i));
  gtk_label_set_label (w->answer, answer);
  gtk_label_set_label (w->steps, r.steps->len > 0 ? steps->str : _("No step: the terms are equal."));
  unify_window_draw (w, &r);
}

static GtkWidget *
unify_entry (UnifyWindow *w, guint i, const char *text, const char *mnemonic)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_widget_set_size_request (label, 110, -1);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  gtk_widget_set_hexpand (entry, TRUE);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  g_signal_connect_swapped (entry, "activate", G_CALLBACK (unify_window_run), w);
  w->terms[i] = GTK_ENTRY (entry);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), entry);
  return box;
}

static GtkWidget *
result_label (const char *name)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return label;
}

/* The drawing under the text, scrolled when it is larger than the window. */
static GtkWidget *
unify_drawing (UnifyWindow *w)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  w->drawing = g_object_new (QD_TYPE_LOGIC_PAGE_PROOF, "focusable", TRUE, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (w->drawing), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("UNIFY’s steps drawn"), -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (w->drawing));
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 420);
  gtk_scrolled_window_set_max_content_width (GTK_SCROLLED_WINDOW (scroller), 720);
  gtk_widget_set_vexpand (scroller, TRUE);
  return scroller;
}

static GtkWidget *
unify_window_new (GtkWindow *parent)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Unify"));
  GtkEventController *keys = gtk_shortcut_controller_new ();
  UnifyWindow *w = g_new0 (UnifyWindow, 1);

  g_object_set_data_full (G_OBJECT (window), "unify", w, g_free);
  gtk_window_set_title (GTK_WINDOW (window), _("Unify Two Terms"));
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 480, -1);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_box_append (GTK_BOX (box), unify_entry (w, 0, "Knows(John, x)", _("_First term")));
  gtk_box_append (GTK_BOX (box), unify_entry (w, 1, "Knows(y, Mother(y))", _("_Second term")));
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (unify_window_run), w);
  gtk_box_append (GTK_BOX (box), button);
  w->answer = GTK_LABEL (result_label (_("Unifier")));
  gtk_widget_add_css_class (GTK_WIDGET (w->answer), "heading");
  w->steps = GTK_LABEL (result_label (_("Steps of UNIFY")));
  gtk_widget_add_css_class (GTK_WIDGET (w->steps), "monospace");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (w->answer));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (w->steps));
  gtk_box_append (GTK_BOX (box), unify_drawing (w));
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, keys);
  unify_window_run (w);
  return window;
}

void
qd_logic_page_unify (QdLogicPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *window = unify_window_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL);

  gtk_window_present (GTK_WINDOW (window));
}

static void
unify_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_logic_page_unify (data);
}

static const GActionEntry fol_actions[] = {
  { "unify", unify_activated },
};

/* The switch and the button made here, beside the algorithm and Ask. */
void
qd_logic_page_fol_init (QdLogicPage *self)
{
  GtkWidget *group = gtk_widget_get_ancestor (GTK_WIDGET (self->algorithm_row), ADW_TYPE_PREFERENCES_GROUP);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Unify…"));

  qd_page_add_actions (QD_PAGE (self), fol_actions, G_N_ELEMENTS (fol_actions), self);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Every answer"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("First-order chaining: all substitutions, not the first"));
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Every answer"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  self->all_answers_row = ADW_ACTION_ROW (row);
  self->all_answers_switch = GTK_SWITCH (sw);
  gtk_widget_set_tooltip_text (button, _("The most general unifier of two terms, step by step"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "logic.unify");
  gtk_box_append (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->query_entry))), button);
  self->unify_button = button;
  gtk_widget_set_visible (row, FALSE);
  gtk_widget_set_visible (button, FALSE);
}
