/* qd-window-private.h — the window's state, shared by qd-window.c (tabs,
 * opening, closing, the session) and qd-window-save.c (saving, exports). */
#pragma once

#include "app/widgets/qd-job-bar.h"
#include "qd-problems.h"
#include "qd-window.h"

G_BEGIN_DECLS

struct _QdWindow
{
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  AdwTabView *tab_view;
  AdwTabBar *tab_bar;
  GtkStack *stack;
  GtkMenuButton *new_tab_button;
  GtkMenuButton *export_button;
  GtkToggleButton *controls_button;   /* shows the folded controls of the tab */
  GtkButton *stop_button;             /* while the tab works */
  QdJobBar *job_bar;                  /* its progress, at the foot */
  AdwFlap *bound_flap;                /* the flap controls_button is bound to */
  guint controls_idle;                /* the button follows the flap from an idle */
  gboolean syncing_controls;
  guint fit_idle;                     /* the pages' folds follow a resize */
  GtkWidget *last_focus;              /* weak: where the focus was last */
  guint focus_idle;                   /* focus lost in a tab goes back to it */
  int fitted_width;
  AdwWindowTitle *window_title;
  GtkBox *start_box;
  struct _QdStartGallery *start_gallery;  /* its thumbnails (qd-window-start.c) */
  GMenu *examples_menu;

  GSettings *settings;
  GtkFileChooserNative *chooser;  /* the open or save dialog on show, if any */
  char *last_error;
  gboolean closing;               /* closing the window, page by page */
  GQueue restore_queue;           /* session entries still to open, in order */
  gint restore_selected;
  gboolean session_saved;
  struct _QdDraftStore *drafts;   /* NULL when the state folder cannot be written */
  guint draft_timer;
  guint next_draft_key;
  GtkFileChooserNative *shards_chooser;   /* Open Experiment Shards, while open */
  GtkWidget *shards_report;               /* the last merged report's window (weak) */
  GtkWidget *report_window;               /* the report pane, once shown (weak) */
  /* Files being read (qd-window-opening.c): QdOpening, not owned, and
   * the bar that says so. */
  GPtrArray *opening;
  guint opening_delay_ms;
  guint opening_timer;
  GtkRevealer *opening_bar;
  GtkSpinner *opening_spinner;
  GtkLabel *opening_label;
  /* Presentation mode (qd-window-present.c). */
  gboolean presenting;
  gboolean present_was_fullscreen;        /* before it: left so after */
  gboolean present_fullscreened;          /* the window manager granted full screen */
  GtkWidget *present_bar;                 /* a reference: it moves to the board on show */
  GtkWidget *present_play;
  GtkDropDown *present_speed;
  guint present_source;                   /* Play's timer */
};

const QdProblem *qd_window_problem_of_page (QdPage *page);
AdwTabPage *qd_window_add_page  (QdWindow *self, QdPage *page);
/* Drafts (qd-window-drafts.c). */
void qd_window_drafts_init        (QdWindow *self);
void qd_window_drafts_finish      (QdWindow *self);
void qd_window_drafts_save_now    (QdWindow *self);
void qd_window_drafts_forget_page (QdWindow *self, QdPage *page);
void qd_window_drafts_offer       (QdWindow *self);
/* The empty window (qd-window-start.c). */
typedef struct _QdStartGallery QdStartGallery;
void     qd_window_start_build    (QdWindow *self);
void     qd_window_start_finish   (QdWindow *self);
void qd_window_show_toast      (QdWindow *self, const char *message);
/* A file being read (qd-window-opening.c): after a moment, a notice
 * "Opening “NAME”…" with Cancel (win.cancel-open), which cancels
 * `cancellable`; _end when the read ends (the window may be gone). */
typedef struct _QdOpening QdOpening;
QdOpening *qd_window_opening_begin (QdWindow *self, const char *name, GCancellable *cancellable);
void       qd_window_opening_end   (QdOpening *opening);
void       qd_window_opening_init  (QdWindow *self);
void       qd_window_opening_finish (QdWindow *self);
void       qd_window_cancel_open_activated (GSimpleAction *action, GVariant *param, gpointer user_data);
/* Help, F1 (qd-window-help.c): the manual at the tab's page. */
void qd_window_help_activated (GSimpleAction *action, GVariant *param, gpointer user_data);
/* Open Experiment Shards (qd-window-shards.c). */
void qd_window_open_shards_activated        (GSimpleAction *action, GVariant *param, gpointer user_data);
void qd_window_open_shards_folder_activated (GSimpleAction *action, GVariant *param, gpointer user_data);
void qd_window_update_state    (QdWindow *self);
/* qd-window-check.c: Check an Answer… (win.check-answer) */
void qd_window_check_answer_activated (GSimpleAction *action, GVariant *param, gpointer user_data);
/* Grade a Class… (app/qd-grading-window.h). */
void qd_window_grading_activated (GSimpleAction *action, GVariant *param, gpointer user_data);
/* New Exercise… and Worksheet… (qd-window-check.c): the tab's exercises window. */
void qd_window_exercises_activated (GSimpleAction *action, GVariant *param, gpointer user_data);
/* The folding controls (qd-window-controls.c). */
void qd_window_fit_flaps       (QdWindow *self);
void qd_window_refit_flaps     (QdWindow *self);
/* Focus lost inside a tab (its button greyed out while it works) goes to the
 * tab's board, so that the keyboard stays where the user is; the tab's keys
 * pressed in the header bar go to the tab. */
void qd_window_keep_focus_init   (QdWindow *self);
void qd_window_keep_focus_finish (QdWindow *self);
void qd_window_size_allocate   (GtkWidget *widget, int width, int height, int baseline);
void qd_window_bind_controls   (QdWindow *self, QdPage *page);
void qd_window_unbind_controls (QdWindow *self);
void qd_window_on_controls_toggled (GtkToggleButton *button, QdWindow *self);
void qd_window_toggle_controls_activated (GSimpleAction *action, GVariant *param, gpointer user_data);
void qd_window_save_page       (QdWindow *self, QdPage *page, gboolean save_as, gboolean close_after);
/* The window's save dialog (self->chooser, the one before closed) for a
 * file of `page`: in the folder of the page's file, `suggested` as its
 * name, `accept` on its button; not shown yet. */
GtkFileChooserNative *qd_window_save_chooser_new (QdWindow *self, QdPage *page, const char *title,
                                                  const char *accept, const char *suggested);
void qd_window_close_tab_of    (QdWindow *self, QdPage *page, gboolean confirm);
void qd_window_save_activated  (GSimpleAction *action, GVariant *param, gpointer user_data);
void qd_window_export_picture_activated (GSimpleAction *action, GVariant *param, gpointer user_data);
void qd_window_export_text_activated    (GSimpleAction *action, GVariant *param, gpointer user_data);

/* Presentation mode (qd-window-present.c). */
void qd_window_present_init        (QdWindow *self);
void qd_window_present_finish      (QdWindow *self);
void qd_window_present_follow_page (QdWindow *self);

/* The shortcuts window (qd-window-shortcuts.c): the tabs' keys added from
 * their declaration; the keys of the tab on show. */
void qd_window_shortcuts_init        (QdWindow *self);
void qd_window_shortcuts_follow_page (QdWindow *self);

/* Reports and animations (qd-window-report.c). */
void qd_window_report_activated        (GSimpleAction *action, GVariant *param, gpointer user_data);
void qd_window_add_to_report_activated (GSimpleAction *action, GVariant *param, gpointer user_data);
void qd_window_show_report_activated   (GSimpleAction *action, GVariant *param, gpointer user_data);
void qd_window_report_finish (QdWindow *self);
void qd_window_report_menu   (QdWindow *self, QdPage *page, GMenu *export_menu);

G_END_DECLS
