/* qd-logic-page.c — the Logic tab: the knowledge base is the text typed
 * (read after a pause in the typing, one edit of the undo history), a
 * query, an algorithm, Ask (F5, qd-logic-page-ask.c) and Stop (Escape). */
#include "config.h"
#include "qd-logic-page-private.h"

#include "app/widgets/qd-board-pane.h"
#include "render/logic/qd-logic-worksheet.h"

#include <glib/gi18n.h>
#include <string.h>

/* The typing's pause after which the text is read, in milliseconds. */
#define EDIT_DELAY_MS 500

G_DEFINE_FINAL_TYPE (QdLogicPage, qd_logic_page, QD_TYPE_PAGE)

/* ---- editing */

static char *
buffer_text (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

/* The text typed becomes the document: one edit (a draft when it does not
 * read, its error said under the text). */
static void
take_edit (QdLogicPage *self)
{
  g_autofree char *text = buffer_text (self->kb_view);

  g_clear_handle_id (&self->edit_source, g_source_remove);
  if (self->doc == NULL || strcmp (text, self->doc->text) == 0)
    return;
  qd_page_record_edit (QD_PAGE (self));
  qd_page_set_model (QD_PAGE (self), qd_logic_doc_parse_draft (text, -1), QD_PAGE_CHANGE_REPLACED);
}

static gboolean
edit_paused (gpointer data)
{
  QdLogicPage *self = data;

  self->edit_source = 0;
  take_edit (self);
  return G_SOURCE_REMOVE;
}

static void
on_buffer_changed (QdLogicPage *self)
{
  if (self->updating)
    return;
  g_clear_handle_id (&self->edit_source, g_source_remove);
  self->edit_source = g_timeout_add (EDIT_DELAY_MS, edit_paused, self);
}

static void
qd_logic_page_flush_edits (QdPage *page)
{
  QdLogicPage *self = QD_LOGIC_PAGE (page);

  if (self->edit_source != 0)
    take_edit (self);
}

/* ---- the document shown */

static void
show_error (QdLogicPage *self)
{
  gboolean bad = self->doc->error != NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->error_label), bad);
  if (bad)
    {
      g_autofree char *said = g_strdup_printf (_("The knowledge base does not read: %s"), self->doc->error);

      gtk_label_set_label (self->error_label, said);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->kb_view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said, -1);
    }
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self->kb_view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* A file opened: its first query in the entry. */
static void
show_first_ask (QdLogicPage *self)
{
  g_autofree char *query = NULL;

  if (self->doc->kind == QD_LOGIC_DOC_PROP && self->doc->error == NULL && self->doc->kb.asks->len > 0)
    query = qd_prop_print (self->doc->kb.prop, g_array_index (self->doc->kb.asks, QdLogicSentence, 0).root);
  else if (self->doc->kind == QD_LOGIC_DOC_FOL && self->doc->error == NULL && self->doc->fol.asks->len > 0)
    query = qd_fol_print_term (self->doc->fol.fol, g_array_index (self->doc->fol.asks, QdLogicSentence, 0).root);
  gtk_editable_set_text (GTK_EDITABLE (self->query_entry), query != NULL ? query : "");
}

static void
qd_logic_page_document_changed (QdPage *page, QdPageChange change)
{
  QdLogicPage *self = QD_LOGIC_PAGE (page);
  g_autofree char *now = buffer_text (self->kb_view);

  self->doc = qd_page_get_model (page);
  /* The text typed is the model's: the cursor stays where it is. */
  if (strcmp (now, self->doc->text) != 0)
    {
      self->updating = TRUE;
      gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->kb_view), self->doc->text, -1);
      self->updating = FALSE;
    }
  if (change == QD_PAGE_CHANGE_OPENED)
    show_first_ask (self);
  qd_logic_page_fill_asks (self);
  gtk_widget_set_sensitive (GTK_WIDGET (self->query_entry), self->doc->kind != QD_LOGIC_DOC_DIMACS);
  qd_logic_page_list_algorithms (self);
  show_error (self);
  qd_logic_page_clear_answer (self);
  qd_logic_page_wumpus_document_changed (self);
}

/* ---- undo: the document, and a wumpus world's game played beside it */

/* The undo history's record: this header with the person's moves in a
 * wumpus world (the book's names), a line end, then the document's text. */
#define MOVES_HEADER "#moves:"

static char *
qd_logic_page_snapshot (QdPage *page)
{
  QdLogicPage *self = QD_LOGIC_PAGE (page);
  g_autofree char *moves = qd_logic_page_wumpus_moves_text (self);
  g_autofree char *text = qd_logic_doc_to_text (self->doc);

  return g_strdup_printf ("%s%s\n%s", MOVES_HEADER, moves, text);
}

/* The document comes back if it is another (a draft as it was), then the
 * game by its moves: Undo takes back a move, Redo plays it again. */
static void
qd_logic_page_restore (QdPage *page, const char *snapshot)
{
  QdLogicPage *self = QD_LOGIC_PAGE (page);
  const char *body = strchr (snapshot, '\n');
  g_autofree char *moves = NULL, *now = qd_logic_doc_to_text (self->doc);

  g_return_if_fail (g_str_has_prefix (snapshot, MOVES_HEADER) && body != NULL);
  moves = g_strndup (snapshot + strlen (MOVES_HEADER), (gsize) (body - snapshot) - strlen (MOVES_HEADER));
  body++;
  if (strcmp (body, now) != 0)
    qd_page_set_model (page, qd_logic_doc_parse_draft (body, -1), QD_PAGE_CHANGE_RESTORED);
  qd_logic_page_wumpus_replay (self, moves);
}

/* ---- actions and signals */

/* The proof or the trace on show: it is the page's board (zoom, export)
 * and the stepper goes through its steps. */
static void
on_view_switched (QdLogicPage *self)
{
  gboolean proof = qd_logic_page_showing_proof (self);

  qd_page_set_canvas (QD_PAGE (self), proof ? QD_CANVAS (self->proof_view) : QD_CANVAS (self->view));
  qd_logic_page_restep (self, FALSE);
}

/* A row, clause or node selected (a click, the keyboard): what it is. */
static void
on_proof_selected (QdLogicPage *self)
{
  g_autofree char *said = qd_logic_page_proof_describe_selected (self->proof_view);

  if (*said != '\0')
    gtk_label_set_label (self->selection_label, said);
  qd_canvas_redraw (QD_CANVAS (self->proof_view));
}

static void
on_solve (QdRunControls *controls, gboolean then_step, QdLogicPage *self)
{
  if (self->doc->kind == QD_LOGIC_DOC_WUMPUS)
    {
      qd_logic_page_wumpus_solve (self, then_step);
      return;
    }
  qd_logic_page_ask (self);
  self->then_step = then_step;
}

static void
on_query_activate (QdLogicPage *self)
{
  qd_logic_page_ask (self);
}

/* The board's menu: the header's and the keys' actions, under the page's name. */
static void
ask_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_logic_page_ask (data);
}

static void
trace_first_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdLogicPage *self = data;

  if (qd_stepper_has_run (self->stepper))
    qd_stepper_go_to (self->stepper, 1);
}

static void
trace_all_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdLogicPage *self = data;

  if (qd_stepper_has_run (self->stepper))
    qd_stepper_go_to (self->stepper, qd_stepper_get_n_steps (self->stepper));
}

static const GActionEntry page_actions[] = {
  { "ask", ask_activated },
  { "trace-first", trace_first_activated },
  { "trace-all", trace_all_activated },
};

static char *
qd_logic_page_get_text_export (QdPage *page, const char *id)
{
  QdLogicPage *self = QD_LOGIC_PAGE (page);

  if (g_str_equal (id, "trace") && qd_logic_page_view_n_lines (self->view) > 0)
    return qd_logic_page_view_get_trace (self->view);
  return NULL;
}

static const QdTextExport text_exports[] = {
  { "trace", N_("Trace as Text…"), "trace.txt", QD_TEXT_EXPORT_TRACE,
    N_("the last answer’s trace: the truth table’s rows, resolution’s clauses with their parents, forward "
       "chaining’s pops and counts, or the SAT solver’s model") },
  { NULL }
};

/* ---- GObject */

static void
qd_logic_page_dispose (GObject *object)
{
  QdLogicPage *self = QD_LOGIC_PAGE (object);

  g_clear_handle_id (&self->edit_source, g_source_remove);
  qd_page_cancel_job (QD_PAGE (self));
  qd_logic_page_wumpus_free (self);
  qd_logic_page_practice_free (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_LOGIC_PAGE);
  G_OBJECT_CLASS (qd_logic_page_parent_class)->dispose (object);
}

/* The exercises of New Exercise… and Worksheet… (render/logic). */
static const QdWorksheetKind *const worksheets[] = { &qd_logic_worksheet, NULL };

static void
qd_logic_page_class_init (QdLogicPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_logic_page_dispose;
  page_class->document_changed = qd_logic_page_document_changed;
  page_class->flush_edits = qd_logic_page_flush_edits;
  page_class->snapshot = qd_logic_page_snapshot;
  page_class->restore = qd_logic_page_restore;
  page_class->get_text_export = qd_logic_page_get_text_export;
  qd_logic_page_wumpus_add_shortcuts (page_class);
  page_class->build_report = qd_logic_page_build_report;
  page_class->build_animation = qd_logic_page_build_animation;
  page_class->worksheets = worksheets;

  g_type_ensure (QD_TYPE_RUN_CONTROLS);
  g_type_ensure (QD_TYPE_LOGIC_PAGE_VIEW);
  g_type_ensure (QD_TYPE_LOGIC_PAGE_PROOF);
  g_type_ensure (QD_TYPE_BOARD_PANE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quandary/Quandary/ui/logic/qd-logic-page.ui");
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, query_entry);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, kb_view);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, result_box);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, view);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, error_label);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, algorithm_row);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, run_controls);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, answer_label);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, figures_label);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, proof_view);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, result_stack);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, selection_label);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, ask_row);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, p_row);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, p_spin);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, flips_row);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, flips_spin);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, seed_row);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, seed_spin);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, conflict_row);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, conflict_spin);
  gtk_widget_class_bind_template_child (widget_class, QdLogicPage, practice_bar);
}

/* Page Down and Page Up step the algorithm on the board, as everywhere:
 * taken on the board itself, before its scrolled window would scroll a
 * drawing taller than the view by them. */
static void
step_keys_on (GtkWidget *board)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
    gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Page_Down, 0), gtk_named_action_new ("run.step")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
    gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Page_Up, 0), gtk_named_action_new ("run.step-back")));
  gtk_widget_add_controller (board, keys);
}

static void
qd_logic_page_init (QdLogicPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  qd_page_add_actions (QD_PAGE (self), page_actions, G_N_ELEMENTS (page_actions), self);

  qd_logic_page_practice_init (self);
  qd_run_controls_attach (self->run_controls, GTK_WIDGET (self));
  self->stepper = qd_run_controls_get_stepper (self->run_controls);
  g_signal_connect_swapped (self->stepper, "changed", G_CALLBACK (qd_logic_page_show_step), self);
  qd_run_controls_speak_on (self->run_controls, QD_CANVAS (self->view));
  qd_run_controls_speak_on (self->run_controls, QD_CANVAS (self->proof_view));
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->proof_view));
  g_signal_connect_swapped (self->result_stack, "notify::visible-child", G_CALLBACK (on_view_switched), self);
  g_signal_connect_swapped (self->proof_view, "cursor-moved", G_CALLBACK (on_proof_selected), self);
  qd_logic_page_options_init (self);
  step_keys_on (GTK_WIDGET (self->proof_view));
  step_keys_on (GTK_WIDGET (self->view));
  g_signal_connect (self->run_controls, "solve", G_CALLBACK (on_solve), self);
  qd_logic_page_wumpus_init (self);
  g_signal_connect_swapped (self->run_controls, "stop", G_CALLBACK (qd_page_stop_job), self);
  g_signal_connect_swapped (self->query_entry, "activate", G_CALLBACK (on_query_activate), self);
  g_signal_connect_swapped (gtk_text_view_get_buffer (self->kb_view), "changed", G_CALLBACK (on_buffer_changed), self);
  qd_logic_page_fol_init (self);
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  /* A new knowledge base: the book's first sentences to start from. */
  qd_page_set_model (QD_PAGE (self),
                     qd_logic_doc_parse ("# One sentence a line: ¬ ∧ ∨ ⇒ ⇔ (or ~ & | => <=>).\n"
                                         "P ⇒ Q\nP\nask: Q\n", -1, NULL),
                     QD_PAGE_CHANGE_OPENED);
}

QdLogicDoc *
qd_logic_page_get_doc (QdLogicPage *self)
{
  return self->doc;
}

const char *
qd_logic_page_get_verdict (QdLogicPage *self)
{
  return gtk_label_get_label (self->verdict_label);
}
