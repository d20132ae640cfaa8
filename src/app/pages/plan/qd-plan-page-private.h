/* qd-plan-page-private.h — the Planning tab's state, shared by the page
 * (the document, undo, saving), its files (the texts, the companion, the
 * task) and its steps (the plan checked and stepped through). */
#pragma once

#include "qd-plan-page.h"
#include "qd-plan-view.h"
#include "qd-plan-graph-view.h"
#include "qd-plan-landmarks-view.h"
#include "core/qd-strips-graph.h"
#include "core/qd-strips-lazy.h"
#include "core/qd-strips-satplan.h"

G_BEGIN_DECLS

typedef struct _QdPlanSolve QdPlanSolve;

struct _QdPlanPage
{
  QdPage parent_instance;

  QdPlanView *state_view;
  GtkStack *content_stack;
  GtkToggleButton *state_button, *files_button;
  GtkLabel *file_heading, *companion_heading;
  GtkTextView *file_view, *companion_view;
  GtkWidget *companion_box;
  GtkLabel *task_label;
  GtkWidget *companion_button;
  GtkTextView *plan_view;
  GtkLabel *verdict_label, *step_label, *action_label, *facts_label;
  AdwActionRow *static_row;  /* Show Static Facts (N) */

  QdPlanDocument *document;  /* the page's model (qd_page_get_model) */
  GFile *companion_file;     /* where the companion was read, or NULL */
  gboolean companion_modified;
  char *task_error;          /* why there is no task, or NULL */
  guint edit_source;         /* an edit of the texts waiting to be read */
  gboolean updating;         /* the buffers being set from the document */

  QdPlanTrace *trace;        /* the last check's, or the initial state's */
  gboolean checked;          /* the plan was checked: an edit of the task checks it again */
  gboolean verdict_shown;    /* the verdict label says what the last check found of the plan as it is */
  guint position;            /* the state shown: after this many actions */
  GArray *goal;              /* QdPlanLiteral: the goal in the state shown */
  GPtrArray *read;           /* the facts the current action's precondition read */
  char **focus;              /* the current action's objects */
  char *caption;
  QdPlanSolve *solve;        /* the Solve group (qd-plan-page-solve.c) */

  /* qd-plan-page-explain.c and qd-plan-page-graph.c: the heuristics
   * explained and the planning graph, on the task ground. */
  AdwComboRow *heuristic_row;
  GtkLabel *explain_label;
  GtkToggleButton *graph_button;
  GtkWidget *graph_pane;
  QdPlanGraphView *graph_view;
  GtkLabel *graph_label;
  GCancellable *grounding;   /* the worker grounding the task, or NULL */
  QdStrips *strips;          /* the task ground (every reachable fact), or NULL */
  char *ground_error;        /* why it is not, or NULL */
  QdStripsGraph *graph;      /* from the state on show, or NULL */
  /* qd-plan-page-landmarks.c: the landmark graph, built with the grounding. */
  GtkToggleButton *landmarks_button;
  GtkWidget *landmarks_pane;
  QdPlanLandmarksView *landmarks_view;
  GtkLabel *landmarks_label;
  QdStripsLandmarks *landmarks;  /* of self->strips, or NULL */
  guint64 *lm_reached, *lm_state;  /* the status on the path to the state on show, and that state */

  /* qd-plan-page-practice.c: practice on the states of the plan checked. */
  struct _QdPracticeBar *practice_bar;
  GtkWidget *practice_pick;  /* the drop-down of ground actions or facts, and Add */
  GtkDropDown *practice_choice;  /* made once it has a list, or NULL */
  gboolean choice_stale;     /* its list is of the questions before */
  gboolean practicing;
  char *practice_key;        /* the task ground and the plan its questions are on, or NULL */
  gboolean choice_facts;     /* the drop-down lists the facts (else the actions) */

  /* qd-plan-page-edit.c: the problem's init and goal edited. */
  GtkListBox *edit_list;
  GtkLabel *edit_note;
  GtkFlowBox *add_box;       /* the predicate's drop-down, then one for each argument */
  GtkDropDown *add_predicate;
  GPtrArray *add_args;       /* GtkDropDown, one for each argument of the predicate chosen */
  GHashTable *edit_seen;     /* the facts listed on this task: a fact taken out stays listed */
  char *edit_focus;          /* "init FACT" or "goal FACT": the check button to focus again */
};

/* A template child of the page and its field, for the files' class_init. */
typedef struct {
  const char *name;
  gsize offset;
} QdPlanChild;

#define QD_PLAN_CHILD(field) { #field, G_STRUCT_OFFSET (QdPlanPage, field) }

/* qd-plan-page.c: binds the template's `children` to their fields. */
void     qd_plan_page_bind_children (GtkWidgetClass *widget_class, const QdPlanChild *children, guint n);

/* qd-plan-page-files.c: the texts, the companion and the task. */
void     qd_plan_files_init       (QdPlanPage *self);
/* The document's texts into the views (not as an edit). */
void     qd_plan_files_show       (QdPlanPage *self);
/* The companion of the document opened from `file`, found beside it. */
void     qd_plan_files_find       (QdPlanPage *self, GFile *file, GPtrArray *warnings);
/* The document's file's name for errors ("air-cargo-problem.pddl"; to free). */
char    *qd_plan_files_name       (QdPlanPage *self);
/* Saves the document's `text` to `file` with the companion when it was edited. */
gboolean qd_plan_files_save       (QdPage *page, GFile *file, const char *text, GError **error);
/* Reads the task again; its error into task_error and the task label. */
void     qd_plan_files_read_task  (QdPlanPage *self, gboolean toast);
/* An edit of the texts still waiting (typed in the last moment) taken now. */
void     qd_plan_files_flush      (QdPlanPage *self);
void     qd_plan_files_flush_page (QdPage *page);
void     qd_plan_files_clear      (QdPlanPage *self);
/* The undo history's record of both texts, and back. */
char    *qd_plan_files_snapshot   (QdPage *page);
void     qd_plan_files_restore    (QdPage *page, const char *snapshot);

/* qd-plan-page-steps.c: the plan checked and stepped through. */
void     qd_plan_steps_init       (QdPlanPage *self);
/* A new task (or none): the trace is the initial state's. */
void     qd_plan_steps_reset      (QdPlanPage *self);
/* The texts of the task edited, not read yet: the verdict is said out of date. */
void     qd_plan_steps_task_edited (QdPlanPage *self);
/* Shows the state at self->position: picture, step, facts. */
void     qd_plan_steps_show       (QdPlanPage *self);
void     qd_plan_steps_clear      (QdPlanPage *self);
/* The picture's options for the state shown (borrowing the page's). */
void     qd_plan_steps_options    (QdPlanPage *self, QdPlanRenderOptions *options, const QdPalette *palette);
gboolean qd_plan_steps_move       (QdPlanPage *self, int direction);
/* The plan NAME.plan beside the task's file (qd_plan_text_name_for), if
 * there is one, into the editor, checked. */
void     qd_plan_steps_read_beside (QdPlanPage *self, GFile *file);
/* The plan checked as an animation (QdPageClass.build_animation), or NULL. */
QdAnimation *qd_plan_steps_build_animation (QdPage *page);

/* qd-plan-page-solve.c: the Solve group, the search on the page's job,
 * its tree under the picture. */
void     qd_plan_solve_init       (QdPlanPage *self);
/* The task changed: the last search's result and tree go. */
void     qd_plan_solve_stale      (QdPlanPage *self);
void     qd_plan_solve_free       (QdPlanPage *self);
/* The picture of the search tree's node chosen, when the tree is on show
 * (over the plan's state in `options`). */
void     qd_plan_solve_options    (QdPlanPage *self, QdPlanRenderOptions *options);
/* The plan's state is shown again: the tree's node chosen is let go. */
void     qd_plan_solve_leave_node (QdPlanPage *self);

/* qd-plan-page-satplan.c: SATPlan's horizons a line each, as the Solve
 * group shows them ("Horizon 2: 11 variables, 26 clauses, satisfiable, 0
 * conflicts, 0.000 s"; to free). */
char    *qd_plan_page_satplan_text (const QdSatplanResult *result);

/* qd-plan-page-satisficing.c: the satisficing planner's plans found, a
 * list of rows in the Solve group; choosing one puts it in the editor. */
typedef struct {
  guint64 cost;
  guint weight;                /* 0: the greedy search, else weighted A*'s w */
  gint64 time_us;              /* since the search began */
  char *plan;                  /* the actions, a line each */
} QdPlanFound;
void         qd_plan_found_free  (QdPlanFound *found);
QdPlanFound *qd_plan_found_copy  (const QdPlanFound *found);
/* "Plan 2: cost 40, weighted A* (w 5), 0.120 s" (index from 0; to free). */
char        *qd_plan_found_label (const QdPlanFound *found, guint index);
/* The plan's actions a line each (the artificial ones left out), their
 * number in *n_actions (to free). */
char        *qd_plan_found_text  (const QdStrips *strips, const guint *ops, guint n, guint *n_actions);
GtkWidget   *qd_plan_found_list_new    (QdPlanPage *self);
/* Rows for the plans (QdPlanFound) past those shown, the newest selected;
 * TRUE when one was new. */
gboolean     qd_plan_found_list_update (GtkWidget *list, GPtrArray *plans);
void         qd_plan_found_list_clear  (GtkWidget *list);
guint        qd_plan_found_list_count  (GtkWidget *list);
/* The row "Improve the plan (anytime)" and its switch. */
GtkWidget   *qd_plan_anytime_row_new   (GtkSwitch **anytime_switch);

/* What the Solve group's worker publishes (qd-plan-page-solve.c): its
 * phase, and the satisficing planner's plans found so far (QdPlanFound,
 * copies; NULL for the other searches). */
enum { QD_PLAN_PHASE_GROUND, QD_PLAN_PHASE_SEARCH };
typedef struct {
  int phase;
  GPtrArray *found;
} QdPlanSolveSnapshot;
/* On the job's worker: the satisficing planner (core/qd-strips-lazy.h) as
 * `plan --satisficing [--anytime]` runs it, each plan found published with
 * those before; its result in `result` (to clear), its plans returned
 * (QdPlanFound; to unref). */
GPtrArray   *qd_plan_satisficing_run   (QdJob *job, const QdStrips *strips, gboolean anytime,
                                        QdStripsLazyResult *result);
/* The status's counts "E expanded, V evaluated, G generated; grounding
 * … s, search … s", and its result when several plans were found (to
 * free). */
char        *qd_plan_satisficing_counts (const char *expanded, guint64 evaluated, const char *generated,
                                         const char *ground, const char *search);
char        *qd_plan_satisficing_result (guint n_plans, guint n_actions, const char *cost, gboolean optimal,
                                         const char *counts);
/* On the main thread, a snapshot's plans: a new one listed in `list`, put
 * in the plan editor and checked; the progress line "Searching… E
 * expanded; Plan 2: cost 40, …" (to free). */
char        *qd_plan_satisficing_progress (QdPlanPage *self, GtkWidget *list, const QdPlanSolveSnapshot *snapshot,
                                           const char *expanded);

/* qd-plan-page-explain.c: the task ground on a worker, and the heuristic
 * chosen explained on the state on show. */
void     qd_plan_explain_class_init (GtkWidgetClass *widget_class);
void     qd_plan_explain_init     (QdPlanPage *self);
/* A new task (or none): ground it again. */
void     qd_plan_explain_reset    (QdPlanPage *self);
/* The state on show changed. */
void     qd_plan_explain_show     (QdPlanPage *self);
void     qd_plan_explain_clear    (QdPlanPage *self);

/* qd-plan-page-landmarks.c: the landmark graph pane, on the state on show
 * (hidden, its label saying why, without a task ground); the landmark
 * count explained as markup. */
void     qd_plan_landmarks_init   (QdPlanPage *self);
void     qd_plan_landmarks_show   (QdPlanPage *self);
void     qd_plan_landmarks_clear  (QdPlanPage *self);
char    *qd_plan_landmarks_markup (QdPlanPage *self);
/* qd-plan-page-graph.c: the planning graph pane. */
void     qd_plan_graph_init       (QdPlanPage *self);
/* The graph of self->strips from `state` (NULL: no task ground: says why). */
void     qd_plan_graph_show       (QdPlanPage *self, const guint64 *state);
void     qd_plan_graph_clear      (QdPlanPage *self);

/* qd-plan-page-practice.c: practice mode (the action plan.practice): the
 * questions of problems/plan/qd-plan-practice.h on the plan checked. */
void     qd_plan_practice_class_init (GtkWidgetClass *widget_class);
void     qd_plan_practice_init    (QdPlanPage *self);
/* The task ground or the plan changed: the questions made again, and the
 * state of the question on show. */
void     qd_plan_practice_update  (QdPlanPage *self);
void     qd_plan_practice_clear   (QdPlanPage *self);

/* qd-plan-page-edit.c: the Facts list's editor of the problem's init and goal. */
void     qd_plan_editor_class_init  (GtkWidgetClass *widget_class);
void     qd_plan_editor_init        (QdPlanPage *self);
/* The task was read again: the list rebuilt from it. */
void     qd_plan_editor_show        (QdPlanPage *self);
void     qd_plan_editor_clear       (QdPlanPage *self);
/* Another task opened: the facts listed before are forgotten. */
void     qd_plan_editor_forget      (QdPlanPage *self);

G_END_DECLS
