/* qd-practice-bar.c — the practice mode's controls; see qd-practice-bar.h. */
#include "config.h"
#include "qd-practice-bar.h"
#include "qd-board-pane.h"
#include "qd-drop-down.h"
#include "qd-widgets.h"

#include <adwaita.h>
#include <glib/gi18n.h>

struct _QdPracticeBar
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkWidget *first_row;        /* Ask, how often, the progress (and end_widget) */
  GtkWidget *answer_row;       /* the entry and Check (compact: the helps too) */
  GtkWidget *buttons;          /* Hint, Show Me, Undo */
  GtkWidget *end_widget;       /* qd_practice_bar_set_end_widget's, or NULL */
  gboolean compact;
  GtkDropDown *frequency;
  GtkLabel *progress;          /* "Question 3 of 9" */
  GtkLabel *question;
  GtkEntry *entry;
  GtkWidget *check, *hint, *show, *undo;
  GtkLabel *feedback;
  GtkLabel *score;
  GtkLabel *note;              /* what the questions leave out (qd_practice_get_note) */

  QdPractice *practice;
  /* qd_practice_bar_set_hold_after_show: Show Me's answer shown with its
   * question (and the step it was on) until Check goes on. */
  gboolean hold_after_show, holding;
  guint held_step;
  /* practice-frequency: one setting for every tab's bar, kept across runs. */
  GSettings *settings;
  /* The labels whose mnemonic the bar took while practising (suspend_mnemonics). */
  GPtrArray *suspended;
};

G_DEFINE_FINAL_TYPE (QdPracticeBar, qd_practice_bar, GTK_TYPE_WIDGET)

enum { QUESTION_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
set_feedback (QdPracticeBar *self, const char *text, const char *style)
{
  gtk_label_set_label (self->feedback, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->feedback), text != NULL && *text != '\0');
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback), "error");
  if (style != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->feedback), style);
}

/* The question, the score and the buttons as the practice stands; the
 * entry's description says the question and the last verdict. */
static void
update (QdPracticeBar *self)
{
  const QdPracticeQuestion *q = self->practice != NULL ? qd_practice_current (self->practice) : NULL;
  gboolean has = self->practice != NULL;
  g_autofree char *score = has ? qd_practice_score_text (self->practice) : NULL;
  g_autofree char *progress = NULL;
  g_autofree char *description = NULL;
  const char *note;

  if (self->holding)
    q = NULL;   /* the question shown stays, with its number */
  if (self->holding)
    progress = g_strdup (gtk_label_get_label (self->progress));
  else if (q != NULL)
    {
      progress = g_strdup_printf (_("Question %u of %u"), qd_practice_position (self->practice) + 1,
                                  qd_practice_n_asked (self->practice));
      gtk_label_set_label (self->question, q->text);
    }
  else if (has)
    {
      progress = g_strdup (qd_practice_n_asked (self->practice) > 0 ? _("Done") : "");
      gtk_label_set_label (self->question, qd_practice_n_asked (self->practice) > 0
                                           ? _("Every question is answered: the replay shows the whole search.")
                                           : _("This search asks no question at this setting."));
    }
  if (self->compact && !self->holding && progress != NULL && *progress != '\0' && score != NULL)
    {
      /* Compact: the score beside the question's number. */
      char *both = g_strdup_printf ("%s · %s", progress, score);

      g_free (progress);
      progress = both;
    }
  gtk_label_set_label (self->progress, progress != NULL ? progress : "");
  gtk_label_set_label (self->score, score != NULL ? score : "");
  gtk_widget_set_visible (GTK_WIDGET (self->score), !self->compact);
  note = has ? qd_practice_get_note (self->practice) : NULL;
  gtk_label_set_label (self->note, note != NULL ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note), note != NULL);
  /* Not insensitive: the entry keeps the focus when the last question is
   * answered (a focused text made insensitive loses it without a word). */
  gtk_editable_set_editable (GTK_EDITABLE (self->entry), q != NULL);
  gtk_widget_set_sensitive (self->check, q != NULL || self->holding);
  gtk_button_set_label (GTK_BUTTON (self->check), self->holding ? _("_Next Question") : _("Check"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->holding ? _("Next Question") : _("Check"), -1);
  gtk_widget_set_sensitive (self->hint, q != NULL && q->hint != NULL);
  gtk_widget_set_sensitive (self->show, q != NULL);
  gtk_widget_set_sensitive (self->undo, has && qd_practice_position (self->practice) > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->frequency), has);
  description = g_strjoin (" ", gtk_label_get_label (self->question), gtk_label_get_label (self->feedback), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  g_strstrip (description), -1);
}

static void
question_changed (QdPracticeBar *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
  update (self);
  g_signal_emit (self, signals[QUESTION_CHANGED], 0);
}

/* Show Me's answer read: on to the next question. */
static gboolean
release (QdPracticeBar *self)
{
  if (!self->holding)
    return FALSE;
  self->holding = FALSE;
  question_changed (self);
  return TRUE;
}

static void
check (QdPracticeBar *self)
{
  g_autofree char *message = NULL;
  QdPracticeVerdict verdict;

  if (release (self))
    return;
  if (self->practice == NULL || qd_practice_current (self->practice) == NULL)
    return;
  verdict = qd_practice_answer (self->practice, gtk_editable_get_text (GTK_EDITABLE (self->entry)), &message);
  if (verdict == QD_PRACTICE_RIGHT)
    {
      set_feedback (self, _("Right."), "success");
      question_changed (self);
      return;
    }
  set_feedback (self, message, verdict == QD_PRACTICE_WRONG ? "error" : NULL);
  update (self);
  gtk_entry_grab_focus_without_selecting (self->entry);
}

static void
hint (QdPracticeBar *self)
{
  const char *text;

  if (self->practice == NULL || (text = qd_practice_hint (self->practice)) == NULL)
    return;
  /* Translators: a hint shown under a practice question. */
  {
    g_autofree char *shown = g_strdup_printf (_("Hint: %s"), text);

    set_feedback (self, shown, NULL);
  }
  update (self);
}

static void
show_me (QdPracticeBar *self)
{
  g_autofree char *text = NULL;

  const QdPracticeQuestion *q = self->practice != NULL ? qd_practice_current (self->practice) : NULL;

  if (release (self) || q == NULL)
    return;
  self->held_step = q->step;
  text = qd_practice_show_me (self->practice);
  set_feedback (self, text, NULL);
  if (self->hold_after_show && qd_practice_current (self->practice) != NULL)
    {
      self->holding = TRUE;
      update (self);
      gtk_widget_grab_focus (self->check);
      return;
    }
  question_changed (self);
}

static void
undo (QdPracticeBar *self)
{
  self->holding = FALSE;
  if (self->practice == NULL || !qd_practice_undo (self->practice))
    return;
  set_feedback (self, _("Back to the question before."), NULL);
  question_changed (self);
}

static void
on_frequency (QdPracticeBar *self)
{
  guint selected = gtk_drop_down_get_selected (self->frequency);

  if (selected == GTK_INVALID_LIST_POSITION)
    return;
  /* The other tabs' bars follow through the setting's changed signal. */
  if (g_settings_get_enum (self->settings, "practice-frequency") != (int) selected)
    g_settings_set_enum (self->settings, "practice-frequency", (int) selected);
  if (self->practice == NULL || (QdPracticeFrequency) selected == qd_practice_get_frequency (self->practice))
    return;
  qd_practice_set_frequency (self->practice, (QdPracticeFrequency) selected);
  set_feedback (self, NULL, NULL);
  question_changed (self);
}

static void
on_frequency_setting (QdPracticeBar *self)
{
  guint chosen = (guint) g_settings_get_enum (self->settings, "practice-frequency");

  if (chosen != gtk_drop_down_get_selected (self->frequency))
    gtk_drop_down_set_selected (self->frequency, chosen);
}

static void
action_check (GtkWidget *widget, const char *name, GVariant *param)
{
  check (QD_PRACTICE_BAR (widget));
}

static void
action_hint (GtkWidget *widget, const char *name, GVariant *param)
{
  hint (QD_PRACTICE_BAR (widget));
}

static void
action_show (GtkWidget *widget, const char *name, GVariant *param)
{
  show_me (QD_PRACTICE_BAR (widget));
}

static void
action_undo (GtkWidget *widget, const char *name, GVariant *param)
{
  undo (QD_PRACTICE_BAR (widget));
}

void
qd_practice_bar_set_practice (QdPracticeBar *self, QdPractice *practice, const char *why_none)
{
  g_return_if_fail (QD_IS_PRACTICE_BAR (self));
  g_clear_pointer (&self->practice, qd_practice_free);
  self->practice = practice;
  self->holding = FALSE;
  if (practice != NULL)
    qd_practice_set_frequency (practice, (QdPracticeFrequency) gtk_drop_down_get_selected (self->frequency));
  else
    gtk_label_set_label (self->question, why_none != NULL ? why_none : "");
  set_feedback (self, NULL, NULL);
  question_changed (self);
}

void
qd_practice_bar_set_compact (QdPracticeBar *self, gboolean compact)
{
  GtkWidget *helps[] = { self->hint, self->show, self->undo };

  g_return_if_fail (QD_IS_PRACTICE_BAR (self));
  if (self->compact == compact)
    return;
  self->compact = compact;
  g_object_ref (self->buttons);
  gtk_box_remove (GTK_BOX (compact ? self->box : self->answer_row), self->buttons);
  if (compact)
    gtk_box_append (GTK_BOX (self->answer_row), self->buttons);
  else
    gtk_box_insert_child_after (GTK_BOX (self->box), self->buttons, self->answer_row);
  g_object_unref (self->buttons);
  /* Beside the entry the helps take their own width, the entry the rest. */
  gtk_box_set_homogeneous (GTK_BOX (self->buttons), !compact);
  for (guint i = 0; i < G_N_ELEMENTS (helps); i++)
    gtk_widget_set_hexpand (helps[i], !compact);
  update (self);
}

void
qd_practice_bar_set_end_widget (QdPracticeBar *self, GtkWidget *widget)
{
  g_return_if_fail (QD_IS_PRACTICE_BAR (self));
  if (self->end_widget == widget)
    return;
  if (self->end_widget != NULL)
    gtk_box_remove (GTK_BOX (self->first_row), self->end_widget);
  self->end_widget = widget;
  if (widget != NULL)
    gtk_box_append (GTK_BOX (self->first_row), widget);
}

QdPractice *
qd_practice_bar_get_practice (QdPracticeBar *self)
{
  return self->practice;
}

gboolean
qd_practice_bar_question_step (QdPracticeBar *self, guint end, guint *step)
{
  const QdPracticeQuestion *q;

  if (self->practice == NULL)
    return FALSE;
  q = qd_practice_current (self->practice);
  *step = self->holding ? self->held_step : q != NULL ? q->step : end;
  return TRUE;
}

/* ---- Alt+H and Alt+S the bar's own while practising
 *
 * GTK moves the focus between labels that share a mnemonic instead of
 * activating one, so while the bar is on show, another label on show in
 * the window with the mnemonic of its Hint or Show Me (the Planning and
 * General Games tabs' "_State" view) is shown without its underline, and
 * given it back when practice ends. */

#define SUSPENDED_KEY "qd-practice-suspended-label"

static guint
button_mnemonic (GtkWidget *button)
{
  GtkWidget *child = gtk_button_get_child (GTK_BUTTON (button));

  return GTK_IS_LABEL (child) ? gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (GTK_LABEL (child)))
                              : GDK_KEY_VoidSymbol;
}

static void
suspend_in (QdPracticeBar *self, GtkWidget *widget, const guint keys[2])
{
  if (widget == GTK_WIDGET (self) || !gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_label_get_use_underline (GTK_LABEL (widget)) &&
      g_object_get_data (G_OBJECT (widget), SUSPENDED_KEY) == NULL)
    {
      GtkLabel *label = GTK_LABEL (widget);
      guint key = gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (label));

      if (key != GDK_KEY_VoidSymbol && (key == keys[0] || key == keys[1]))
        {
          g_autofree char *plain = NULL;
          g_auto(GStrv) parts = g_strsplit (gtk_label_get_label (label), "_", -1);

          plain = g_strjoinv ("", parts);
          g_object_set_data_full (G_OBJECT (label), SUSPENDED_KEY, g_strdup (gtk_label_get_label (label)), g_free);
          gtk_label_set_use_underline (label, FALSE);
          gtk_label_set_label (label, plain);
          g_ptr_array_add (self->suspended, g_object_ref (label));
        }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    suspend_in (self, c, keys);
}

static void
suspend_mnemonics (QdPracticeBar *self)
{
  const guint keys[2] = { button_mnemonic (self->hint), button_mnemonic (self->show) };
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (root != NULL)
    suspend_in (self, GTK_WIDGET (root), keys);
}

static void
restore_mnemonics (QdPracticeBar *self)
{
  for (guint i = 0; self->suspended != NULL && i < self->suspended->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (self->suspended, i);
      g_autofree char *original = g_strdup (g_object_get_data (G_OBJECT (label), SUSPENDED_KEY));

      g_object_set_data (G_OBJECT (label), SUSPENDED_KEY, NULL);
      /* A label going with the window (the bar disposed with it) stays. */
      if (gtk_widget_get_root (GTK_WIDGET (label)) == NULL)
        continue;
      gtk_label_set_label (label, original);
      gtk_label_set_use_underline (label, TRUE);
    }
  if (self->suspended != NULL)
    g_ptr_array_set_size (self->suspended, 0);
}

gboolean
qd_practice_bar_switch (QdPracticeBar *self, GSimpleAction *action, GVariant *state, GtkWidget *board)
{
  gboolean on = g_variant_get_boolean (state);
  GtkWidget *pane = board != NULL ? gtk_widget_get_ancestor (board, QD_TYPE_BOARD_PANE) : NULL;

  g_simple_action_set_state (action, state);
  restore_mnemonics (self);
  gtk_widget_set_visible (GTK_WIDGET (self), on);
  qd_practice_bar_set_practice (self, NULL, NULL);
  if (!on)
    return FALSE;
  suspend_mnemonics (self);
  if (pane != NULL)
    qd_board_pane_set_search_tree_shown (QD_BOARD_PANE (pane), FALSE);
  gtk_entry_grab_focus_without_selecting (GTK_ENTRY (self->entry));
  return TRUE;
}

void
qd_practice_bar_solve_first (QdPracticeBar *self, GtkWidget *page, gboolean busy, const char *message)
{
  qd_practice_bar_set_practice (self, NULL, message != NULL ? message : _("Searching…"));
  if (!busy)
    gtk_widget_activate_action (page, "run.solve", NULL);
}

void
qd_practice_bar_forget (QdPracticeBar *self, const char *why)
{
  if (self != NULL && self->practice != NULL)
    qd_practice_bar_set_practice (self, NULL, why);
}

void
qd_practice_bar_take_name (QdPracticeBar *self, const char *name)
{
  const QdPracticeQuestion *q = self->practice != NULL ? qd_practice_current (self->practice) : NULL;
  g_autoptr(GPtrArray) kept = NULL;
  g_auto(GStrv) parts = NULL;
  gboolean found = FALSE;
  g_autofree char *joined = NULL;

  if (q == NULL || q->kind == QD_PRACTICE_NUMBER || name == NULL || self->holding)
    return;
  if (q->kind == QD_PRACTICE_NAME)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->entry), name);
      check (self);
      return;
    }
  /* A set: the name in or out of the list. */
  kept = g_ptr_array_new ();
  parts = g_strsplit (gtk_editable_get_text (GTK_EDITABLE (self->entry)), ",", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *part = g_strstrip (parts[i]);

      if (*part == '\0' || g_ascii_strcasecmp (part, "none") == 0)
        continue;
      if (g_str_equal (part, name))
        found = TRUE;
      else
        g_ptr_array_add (kept, part);
    }
  if (!found)
    g_ptr_array_add (kept, (gpointer) name);
  g_ptr_array_add (kept, NULL);
  joined = g_strjoinv (", ", (char **) kept->pdata);
  gtk_editable_set_text (GTK_EDITABLE (self->entry), joined);
  gtk_editable_set_position (GTK_EDITABLE (self->entry), -1);
}

void
qd_practice_bar_set_hold_after_show (QdPracticeBar *self, gboolean hold)
{
  g_return_if_fail (QD_IS_PRACTICE_BAR (self));
  self->hold_after_show = hold;
  gtk_widget_set_tooltip_text (self->show, hold ? _("Show the answer and why (Alt+S), then Next Question goes on")
                                                : _("Show the answer and go on (Alt+S)"));
}

const char *
qd_practice_bar_get_feedback (QdPracticeBar *self)
{
  return gtk_label_get_label (self->feedback);
}

const char *
qd_practice_bar_get_note (QdPracticeBar *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->note)) ? gtk_label_get_label (self->note) : NULL;
}

const char *
qd_practice_bar_get_question (QdPracticeBar *self)
{
  return gtk_label_get_label (self->question);
}

GtkEditable *
qd_practice_bar_get_entry (QdPracticeBar *self)
{
  return GTK_EDITABLE (self->entry);
}

/* ---------------------------------------------------------------- GObject */

static GtkWidget *
button (const char *label, const char *action, const char *tooltip, const char *name)
{
  GtkWidget *b = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (b), action);
  gtk_widget_set_tooltip_text (b, tooltip);
  gtk_widget_set_hexpand (b, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return b;
}

static GtkLabel *
wrapped_label (const char *style)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return GTK_LABEL (label);
}

static void
qd_practice_bar_dispose (GObject *object)
{
  QdPracticeBar *self = QD_PRACTICE_BAR (object);

  restore_mnemonics (self);
  g_clear_pointer (&self->suspended, g_ptr_array_unref);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->practice, qd_practice_free);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (qd_practice_bar_parent_class)->dispose (object);
}

static void
qd_practice_bar_class_init (QdPracticeBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qd_practice_bar_dispose;
  signals[QUESTION_CHANGED] = qd_signal_new (klass, "question-changed", 0);
  gtk_widget_class_install_action (widget_class, "practice.check", NULL, action_check);
  gtk_widget_class_install_action (widget_class, "practice.hint", NULL, action_hint);
  gtk_widget_class_install_action (widget_class, "practice.show-me", NULL, action_show);
  gtk_widget_class_install_action (widget_class, "practice.undo", NULL, action_undo);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_ALT_MASK, "practice.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_ALT_MASK, "practice.show-me", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_u, GDK_ALT_MASK, "practice.undo", NULL);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "practicebar");
}

static void
qd_practice_bar_init (QdPracticeBar *self)
{
  static const char *const frequencies[] = { N_("Every Step"), N_("Every Decision"), N_("The End Only"), NULL };
  GtkWidget *buttons = self->buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *row = self->first_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *ask = gtk_label_new (_("Ask"));
  GtkWidget *answer_row;
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  self->suspended = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; frequencies[i] != NULL; i++)
    gtk_string_list_append (list, _(frequencies[i]));
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  /* How often, and how far. */
  self->frequency = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (list)), NULL));
  qd_drop_down_show_whole (GTK_WIDGET (self->frequency));
  self->settings = g_settings_new (APP_ID);
  gtk_drop_down_set_selected (self->frequency,
                              (guint) g_settings_get_enum (self->settings, "practice-frequency"));
  g_signal_connect_object (self->settings, "changed::practice-frequency", G_CALLBACK (on_frequency_setting),
                           self, G_CONNECT_SWAPPED);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->frequency), _("How often the replay stops to ask"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->frequency), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("How often to ask"), -1);
  g_signal_connect_swapped (self->frequency, "notify::selected", G_CALLBACK (on_frequency), self);
  gtk_widget_add_css_class (ask, "dim-label");
  self->progress = wrapped_label ("dim-label");
  gtk_widget_set_hexpand (GTK_WIDGET (self->progress), TRUE);
  gtk_label_set_xalign (self->progress, 1);
  gtk_box_append (GTK_BOX (row), ask);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->frequency));
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->progress));
  gtk_box_append (GTK_BOX (self->box), row);

  self->question = wrapped_label ("heading");
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->question));

  /* The answer and Check on one line, the helps under them. */
  answer_row = self->answer_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->entry = GTK_ENTRY (gtk_entry_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->entry), TRUE);
  gtk_entry_set_placeholder_text (self->entry, _("Your answer, then Enter"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Your answer"), -1);
  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (check), self);
  self->check = button (_("Check"), "practice.check", _("Check the answer (Enter)"), _("Check"));
  gtk_widget_set_hexpand (self->check, FALSE);
  gtk_widget_add_css_class (self->check, "suggested-action");
  gtk_box_append (GTK_BOX (answer_row), GTK_WIDGET (self->entry));
  gtk_box_append (GTK_BOX (answer_row), self->check);
  gtk_box_append (GTK_BOX (self->box), answer_row);

  self->hint = button (_("_Hint"), "practice.hint", _("A hint (Alt+H)"), _("Hint"));
  self->show = button (_("_Show Me"), "practice.show-me", _("Show the answer and go on (Alt+S)"), _("Show Me"));
  self->undo = button (_("_Undo"), "practice.undo", _("Back to the question before (Alt+U)"), _("Undo"));
  gtk_box_set_homogeneous (GTK_BOX (buttons), TRUE);
  gtk_box_append (GTK_BOX (buttons), self->hint);
  gtk_box_append (GTK_BOX (buttons), self->show);
  gtk_box_append (GTK_BOX (buttons), self->undo);
  gtk_box_append (GTK_BOX (self->box), buttons);

  self->feedback = wrapped_label (NULL);
  gtk_label_set_selectable (self->feedback, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->feedback), FALSE);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->feedback));
  self->score = wrapped_label ("dim-label");
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->score));
  self->note = wrapped_label ("dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->note), FALSE);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->note));
  update (self);
}

GtkWidget *
qd_practice_bar_new (void)
{
  return g_object_new (QD_TYPE_PRACTICE_BAR, NULL);
}
