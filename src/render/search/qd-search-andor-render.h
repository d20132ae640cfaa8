/* qd-search-andor-render.h — drawings of AND-OR search (no GTK): the
 * search tree as far as a step (OR nodes the states, AND nodes the actions
 * with an arc joining their outcomes, as AIMA's figure 4.10 draws them),
 * and the two-square vacuum world of figure 4.9. */
#pragma once

#include <cairo.h>

#include "problems/search/qd-search-andor.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

/* The size the tree needs with its first `step` steps shown (G_MAXUINT: all). */
void qd_search_andor_render_tree_size (const QdSearchAndorWorld *world, const QdSearchAndorResultSet *result,
                                       guint step, double *width, double *height);
/* Draws the tree from (0, 0) at that size: OR nodes as rounded boxes
 * holding the state's name, over its picture in a vacuum world or a maze
 * (green: a plan found or a goal; red: failed; orange: a
 * loop back in the cyclic search; blue outline: still being searched; the
 * node of step `step` − 1 drawn thicker; only the tree of that step's search,
 * the acyclic or the cyclic one); AND nodes as dots under the
 * action's name, their outcome edges joined by an arc.  Colours from
 * `palette` (NULL: light): the fills tints of its good and bad colours on
 * its background, so the dark style draws a dark tree. */
void qd_search_andor_render_tree (cairo_t *cr, const QdSearchAndorWorld *world, const QdSearchAndorResultSet *result,
                                  guint step, const QdPalette *palette);
/* The key to the tree's colours and outlines, an OR box each. */
typedef enum {
  QD_SEARCH_ANDOR_KEY_SOLVED,   /* green */
  QD_SEARCH_ANDOR_KEY_FAILED,   /* red */
  QD_SEARCH_ANDOR_KEY_LOOP,     /* orange */
  QD_SEARCH_ANDOR_KEY_OPEN,     /* blue outline */
  QD_SEARCH_ANDOR_KEY_STEP,     /* thick outline */
  QD_SEARCH_ANDOR_N_KEYS
} QdSearchAndorKey;

/* The key's words, translated: "solved or a goal". */
const char *qd_search_andor_key_label (QdSearchAndorKey key);
/* Its mark in a size × size square at the origin; palette NULL: light. */
void        qd_search_andor_render_key (cairo_t *cr, QdSearchAndorKey key, double size, const QdPalette *palette);

/* Draws state `state` (0–7: figure 4.9's 1–8) of a vacuum world in a
 * width × height box: two squares, their dirt, the agent.  Colours from
 * `palette` (NULL: light), nothing painted behind the squares. */
void qd_search_andor_render_vacuum (cairo_t *cr, guint state, double width, double height,
                                    const QdPalette *palette);
/* Draws a maze world (world->walls set) with the agent on `state`'s cell
 * and the goals in green, fitted in width × height; colours from `palette`
 * (NULL: light). */
void qd_search_andor_render_maze (cairo_t *cr, const QdSearchAndorWorld *world, guint state, double width,
                                  double height, const QdPalette *palette);

G_END_DECLS
