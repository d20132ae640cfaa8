/* qd-plan-render.h — a planning task's state drawn with cairo: AIMA's
 * blocks world as stacks on a table, gripper as rooms with balls and the
 * robot's grippers, logistics and air cargo as places holding packages,
 * trucks and planes; any other domain as its facts grouped by predicate.
 * The picture is chosen by the predicates the task uses (on and clear;
 * at-robby, carry and free; at and in).  Under the picture, the goal's
 * facts, each marked reached or not.  The same drawing goes to the window,
 * PNG, SVG and PDF.  Places are the objects of the type `at` takes, so a
 * place emptied stays drawn; static facts are left out by default. */
#pragma once

#include <cairo.h>

#include "problems/plan/qd-plan-trace.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

typedef enum {
  QD_PLAN_PICTURE_FACTS,      /* the facts, grouped by predicate */
  QD_PLAN_PICTURE_BLOCKS,     /* (on x y), (clear x), (ontable x) or (on x table), (holding x) */
  QD_PLAN_PICTURE_GRIPPER,    /* (at-robby r), (at b r), (carry b g), (free g) */
  QD_PLAN_PICTURE_PLACES,     /* (at x p), (in x v): air cargo, logistics */
} QdPlanPicture;

typedef struct {
  const QdPalette *palette;   /* NULL: light */
  const QdPlanTask *task;     /* the objects' types, the predicates */
  GPtrArray *state;           /* the state's facts ("(on a b)"), sorted */
  GArray *goal;               /* QdPlanLiteral read in the state, or NULL */
  const char *caption;        /* over the picture ("After 2 of 3 actions"), or NULL */
  /* Marked, each may be NULL: the objects the current action names
   * (outlined in the pictures), the facts it adds (the fact view's in the
   * good colour) and the facts its precondition read (underlined). */
  const char *const *focus;
  GPtrArray *added;
  GPtrArray *read;
  gboolean force_facts;       /* the fact view whatever the domain */
  /* The fact view leaves out the static facts (of a predicate no action
   * changes: water jugs' (sum n1 n2 n3), (leq n1 n4)), and says how many,
   * unless this is set. */
  gboolean show_static;
} QdPlanRenderOptions;

void          qd_plan_render_options_init (QdPlanRenderOptions *options, const QdPalette *palette);
/* Which picture the task's predicates give. */
QdPlanPicture qd_plan_render_picture      (const QdPlanTask *task);
/* Whether the fact's predicate is static in the task (none: FALSE). */
gboolean      qd_plan_render_fact_static  (const QdPlanTask *task, const char *fact);
/* The static facts of the state, drawn only with show_static. */
guint         qd_plan_render_n_static     (const QdPlanRenderOptions *options);
/* The picture's size in points. */
void          qd_plan_render_get_size     (const QdPlanRenderOptions *options, double *width, double *height);
/* Paints the background, the caption, the picture and the goal. */
void          qd_plan_render              (cairo_t *cr, const QdPlanRenderOptions *options);

G_END_DECLS
