/* qd-mdp-render.h — a grid world drawn with cairo: the same drawing for the
 * tab's board, --png/--svg/--pdf, the report's figures, the GIF's frames and
 * the worksheet.
 *
 * North is up: row y = 0 is drawn at the bottom, as the book and the course
 * draw it.  Walls are dark; a terminal cell is tinted by the sign of its
 * value (green above 0, red below) with a double border and its value; open
 * cells are shaded by V on a diverging scale (red negative, green positive,
 * white or the dark style's cell colour at 0) with V to 4 decimals, or split
 * by their diagonals into four triangles (north, west, south, east) each
 * shaded by its Q and labelled; a terminal then shows its one exit Q (the
 * course's convention) or only its value (AIMA's, where it has no action).
 * Arrows show the greedy policy.  The start wears an "S", the agent is a
 * disc, the keyboard cursor a dashed ring, a cell just updated (an
 * asynchronous or prioritized step) an accent outline.
 *
 * Text is sized to the cell and left out where a cell is too small to hold
 * it; grids whose cells are a few pixels wide on the target are drawn as one
 * image of a pixel per cell, so a 1,000 × 1,000 world draws in a few tens of
 * milliseconds.  Only the cells inside cairo's clip are drawn. */
#pragma once

#include <cairo.h>

#include "problems/mdp/qd-mdp.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

/* What a drawing shows; any combination (Q replaces the values' text and
 * shading where both are asked and both are given). */
typedef enum
{
  QD_MDP_SHOW_VALUES = 1 << 0,   /* each cell's V: shade and number */
  QD_MDP_SHOW_Q      = 1 << 1,   /* each cell's four Q triangles */
  QD_MDP_SHOW_POLICY = 1 << 2,   /* an arrow for each cell's action */
} QdMdpShow;

/* The side of a cell the automatic size gives a small world (with Q
 * triangles, whose four numbers need more room), and the longest side of
 * the board it keeps to for a large one (points). */
#define QD_MDP_RENDER_CELL      96.0
#define QD_MDP_RENDER_Q_CELL   120.0
#define QD_MDP_RENDER_BOARD_MAX 1000.0

typedef struct {
  const QdPalette *palette;   /* NULL: light */
  QdMdpShow show;             /* what to show of what is given below */
  double cell;                /* a cell's side in points; 0: qd_mdp_render_cell_size's choice */
  /* w × h entries, index y * w + x (qd_mdp_world_index), finite; walls
   * ignored.  NULL: none (the cells are plain). */
  const double *values;
  /* w × h × QD_MDP_N_ACTIONS, index cell * QD_MDP_N_ACTIONS + action
   * (QdMdpAction); NULL: none. */
  const double *q;
  /* w × h: bit (1 << action) set where q holds that action's value; NULL:
   * every action the cell has (open: the four moves; terminal: exit in the
   * course's convention, none in AIMA's).  A triangle without a value is
   * drawn plain and unlabelled. */
  const guint8 *q_known;
  /* |V| (or |Q|) that takes the strongest shade, so that frames of an
   * animation share one scale; 0: the largest |V| or |Q| shown. */
  double value_scale;
  /* w × h QdMdpAction, or -1 where no arrow is drawn (walls, terminals,
   * cells not yet decided); NULL: none. */
  const gint8 *policy;
  gint agent;                 /* the agent's cell index, -1: none */
  gint cursor;                /* the keyboard cursor's cell, -1: none */
  gint highlight;             /* the cell just updated, -1: none */
  gint hover;                 /* the cell under the pointer (the editor), -1: none */
  gboolean coordinates;       /* x under the columns and y beside the rows (default TRUE; left out when cells are small) */
} QdMdpRenderOptions;

/* Palette (NULL: light), values and policy shown (when given), automatic
 * cell size, nothing given, no agent, cursor, highlight nor hover,
 * coordinates on. */
void   qd_mdp_render_options_init (QdMdpRenderOptions *options, const QdPalette *palette);

/* options->cell when > 0; else QD_MDP_RENDER_CELL (QD_MDP_RENDER_Q_CELL
 * when options->show has QD_MDP_SHOW_Q), smaller for a large
 * world so that the board keeps within QD_MDP_RENDER_BOARD_MAX points (at
 * least 1 point: a 2,000 × 2,000 world is 2,000 points wide). */
double qd_mdp_render_cell_size (const QdMdpWorld *world, const QdMdpRenderOptions *options);
/* The picture's size in points: the board, its margin and coordinates. */
void   qd_mdp_render_get_size  (const QdMdpWorld *world, const QdMdpRenderOptions *options, double *width,
                                double *height);
/* Paints the background and the board at its natural size (options NULL:
 * the defaults).  The renderer's form (render/qd-rendering.h): a picture is
 * qd_cli_pictures_write (…, qd_rendering_draw,
 * &QD_RENDERING (qd_mdp_render, world, &options)). */
void   qd_mdp_render           (cairo_t *cr, const QdMdpWorld *world, const QdMdpRenderOptions *options);

/* Where cell (x, y) is drawn: its top left corner and side, in picture
 * units (a canvas's get_cell, the page's cursor). */
void   qd_mdp_render_cell_box  (const QdMdpWorld *world, const QdMdpRenderOptions *options, guint x, guint y,
                                double *left, double *top, double *side);
/* The cell index (y * w + x) under the point (px, py) in picture units;
 * -1 off the grid, and on a wall unless `walls` (the editor clicks walls). */
gint   qd_mdp_render_hit       (const QdMdpWorld *world, const QdMdpRenderOptions *options, double px, double py,
                                gboolean walls);

/* A value as a cell shows it: 4 decimals, the locale's decimal point, a
 * true minus sign, no "−0.0000" ("0.8116", "−0.0400"). */
void   qd_mdp_render_format_value (double value, char *out, gsize size);

/* The model's numbers by cell, for the options above: V by state (the
 * model's n_states, absorbing last) into VALUES (w × h; walls 0), Q by the
 * model's global action into Q (w × h × QD_MDP_N_ACTIONS; 0 where none) and
 * KNOWN (w × h bits), the greedy action (first best, the model's order) of
 * each cell into POLICY (w × h, -1 on walls, AIMA terminals and cells with
 * no action).  CELL_OF is qd_mdp_world_to_model's.  Any output may be NULL;
 * Q and KNOWN need q_model, POLICY needs q_model or v (Q computed from V). */
void   qd_mdp_render_from_model (const QdMdpWorld *world, const QdMarkov *model, const guint *cell_of,
                                 const double *v, const double *q_model, double *values, double *q,
                                 guint8 *known, gint8 *policy);

G_END_DECLS
