import type { Db } from '../../db.ts'

/**
 * The rows of one account across the tables that refer to the person (decision 023): read for the data
 * export, removed by the account deletion. The person's posts (and the counters they touch), and activity
 * entries, are the posts' and activities' own: the privacy service asks those modules for them.
 */
export function privacyRepository(db: Db) {
  return {
    /** Everything the export shows except the posts (read by `posts`, the posts module's export read). */
    async exportRows<P>(userId: number, posts: (userId: number) => Promise<P>) {
      const user = await db.user.findUniqueOrThrow({
        where: { id: userId },
        select: {
          id: true,
          username: true,
          name: true,
          firstName: true,
          lastName: true,
          displayName: true,
          bio: true,
          email: true,
          emailVerifiedAt: true,
          avatar: true,
          avatarColor: true,
          role: true,
          isAdmin: true,
          points: true,
          level: true,
          streakDays: true,
          passwordHash: true,
          usernameChangedAt: true,
          activityPrivate: true,
          createdAt: true,
          updatedAt: true,
        },
      })
      const mine = { userId }
      const [
        sessions,
        loginCodes,
        oauthAccounts,
        postRows,
        likes,
        following,
        followers,
        activities,
        notifications,
        releaseAlerts,
        pushSubscriptions,
        widgetPreference,
        submittedEvents,
        idempotencyKeys,
        releaseAlertRuns,
        postReports,
        usernameHistory,
        alertDeliveries,
        pointAwards,
        auditEntries,
        seatHolds,
        ticketTransactions,
        tickets,
        checkedInTickets,
      ] = await Promise.all([
        db.session.findMany({
          where: mine,
          select: {
            createdAt: true,
            expiresAt: true,
            lastSeenAt: true,
            userAgent: true,
          },
          orderBy: { createdAt: 'asc' },
        }),
        db.loginCode.findMany({
          where: mine,
          select: {
            email: true,
            purpose: true,
            attempts: true,
            expiresAt: true,
            usedAt: true,
            createdAt: true,
          },
          orderBy: { id: 'asc' },
        }),
        db.oAuthAccount.findMany({
          where: mine,
          select: { provider: true, providerAccountId: true, createdAt: true },
          orderBy: { id: 'asc' },
        }),
        posts(userId),
        db.like.findMany({
          where: mine,
          select: { targetType: true, targetId: true, createdAt: true },
          orderBy: { id: 'asc' },
        }),
        db.follow.findMany({
          where: { followerId: userId },
          select: {
            createdAt: true,
            following: { select: { id: true, username: true } },
          },
          orderBy: { id: 'asc' },
        }),
        db.follow.findMany({
          where: { followingId: userId },
          select: {
            createdAt: true,
            follower: { select: { id: true, username: true } },
          },
          orderBy: { id: 'asc' },
        }),
        db.activity.findMany({
          where: mine,
          select: {
            id: true,
            activityType: true,
            entityType: true,
            entityId: true,
            externalContentId: true,
            data: true,
            postId: true,
            createdAt: true,
          },
          orderBy: { id: 'asc' },
        }),
        db.inboxNotification.findMany({
          where: mine,
          select: {
            id: true,
            title: true,
            message: true,
            isRead: true,
            movieId: true,
            movieUrl: true,
            releaseDate: true,
            createdAt: true,
          },
          orderBy: { id: 'asc' },
        }),
        db.movieReleaseNotification.findMany({
          where: mine,
          select: {
            movieId: true,
            email: true,
            notified: true,
            notifiedAt: true,
            createdAt: true,
            movie: { select: { title: true } },
          },
          orderBy: { id: 'asc' },
        }),
        db.pushSubscription.findMany({
          where: mine,
          select: {
            endpoint: true,
            userAgent: true,
            createdAt: true,
            lastSuccessAt: true,
            failures: true,
          },
          orderBy: { id: 'asc' },
        }),
        db.widgetPreference.findUnique({
          where: mine,
          select: {
            weatherEnabled: true,
            forexEnabled: true,
            lottoEnabled: true,
            widgetOrder: true,
            updatedAt: true,
          },
        }),
        db.event.findMany({
          where: { submittedById: userId },
          select: {
            id: true,
            slug: true,
            title: true,
            description: true,
            startDate: true,
            endDate: true,
            venue: true,
            location: true,
            category: true,
            imageUrl: true,
            price: true,
            status: true,
            createdAt: true,
          },
          orderBy: { id: 'asc' },
        }),
        db.idempotencyKey.findMany({
          where: mine,
          select: {
            method: true,
            path: true,
            responseStatus: true,
            createdAt: true,
          },
          orderBy: { id: 'asc' },
        }),
        db.releaseAlertRun.findMany({
          where: { triggeredById: userId },
          select: {
            movieId: true,
            trigger: true,
            alerts: true,
            deliveries: true,
            createdAt: true,
          },
          orderBy: { id: 'asc' },
        }),
        db.postReport.findMany({
          where: mine,
          select: {
            postId: true,
            reason: true,
            details: true,
            status: true,
            createdAt: true,
            resolvedAt: true,
          },
          orderBy: { id: 'asc' },
        }),
        db.usernameHistory.findMany({
          where: mine,
          select: { oldUsername: true, newUsername: true, changedAt: true },
          orderBy: { id: 'asc' },
        }),
        db.alertDelivery.findMany({
          where: mine,
          select: {
            movieId: true,
            channel: true,
            email: true,
            status: true,
            createdAt: true,
            completedAt: true,
          },
          orderBy: { id: 'asc' },
        }),
        db.pointAward.findMany({
          where: mine,
          select: {
            reason: true,
            subjectKey: true,
            points: true,
            day: true,
            createdAt: true,
          },
          orderBy: { id: 'asc' },
        }),
        // Staff only: what they did in the admin area (the values of other people's rows are left out).
        db.auditLog.findMany({
          where: { actorId: userId },
          select: {
            action: true,
            entityType: true,
            entityId: true,
            reason: true,
            createdAt: true,
          },
          orderBy: { id: 'asc' },
        }),
        // Tickets (decision 037); the ticket tokens are left out (they open the cinema door).
        db.seatHold.findMany({
          where: mine,
          select: {
            scheduleId: true,
            status: true,
            expiresAt: true,
            createdAt: true,
          },
          orderBy: { id: 'asc' },
        }),
        db.ticketTransaction.findMany({
          where: mine,
          select: {
            receiptNumber: true,
            scheduleId: true,
            status: true,
            subtotal: true,
            convenienceFee: true,
            total: true,
            provider: true,
            seats: true,
            createdAt: true,
            paidAt: true,
            refundedAt: true,
          },
          orderBy: { id: 'asc' },
        }),
        db.ticket.findMany({
          where: mine,
          select: {
            transaction: { select: { receiptNumber: true } },
            seatId: true,
            checkedInAt: true,
          },
          orderBy: { id: 'asc' },
        }),
        db.ticket.findMany({
          where: { checkedInById: userId },
          select: { id: true, checkedInAt: true },
          orderBy: { id: 'asc' },
        }),
      ])
      return {
        user,
        sessions,
        loginCodes,
        oauthAccounts,
        posts: postRows,
        likes,
        following,
        followers,
        activities,
        notifications,
        releaseAlerts,
        pushSubscriptions,
        widgetPreference,
        submittedEvents,
        idempotencyKeys,
        releaseAlertRuns,
        postReports,
        usernameHistory,
        alertDeliveries,
        pointAwards,
        auditEntries,
        seatHolds,
        ticketTransactions,
        tickets,
        checkedInTickets,
      }
    },

    /**
     * In the deletion's transaction (`db` is its handle), after the person's posts and activity entries:
     * their likes, their profile's likes, follows both ways, and every row of theirs; published events they
     * submitted and staff records keep the row without the reference; the User row last.
     */
    async removeAccountRows(userId: number): Promise<void> {
      await db.like.deleteMany({ where: { userId } })
      await db.like.deleteMany({
        where: { targetType: 'profile', targetId: String(userId) },
      })
      await db.follow.deleteMany({
        where: { OR: [{ followerId: userId }, { followingId: userId }] },
      })
      await db.postReport.deleteMany({ where: { userId } })
      await db.alertDelivery.deleteMany({ where: { userId } })
      await db.inboxNotification.deleteMany({ where: { userId } })
      await db.movieReleaseNotification.deleteMany({ where: { userId } })
      await db.pushSubscription.deleteMany({ where: { userId } })
      await db.session.deleteMany({ where: { userId } })
      await db.loginCode.deleteMany({ where: { userId } })
      await db.oAuthAccount.deleteMany({ where: { userId } })
      await db.widgetPreference.deleteMany({ where: { userId } })
      await db.idempotencyKey.deleteMany({ where: { userId } })
      await db.usernameHistory.deleteMany({ where: { userId } })
      await db.pointAward.deleteMany({ where: { userId } })
      await db.event.deleteMany({
        where: { submittedById: userId, status: { not: 'published' } },
      })
      await db.event.updateMany({
        where: { submittedById: userId },
        data: { submittedById: null },
      })
      // Tickets (decision 037): the person's holds (their claims free the seats), purchases and tickets go; tickets
      // they checked in as staff keep the time but not who.
      await db.ticket.updateMany({
        where: { checkedInById: userId },
        data: { checkedInById: null },
      })
      await db.ticket.deleteMany({ where: { userId } })
      await db.ticketTransaction.deleteMany({ where: { userId } })
      await db.seatHold.deleteMany({ where: { userId } })
      await db.releaseAlertRun.updateMany({
        where: { triggeredById: userId },
        data: { triggeredById: null },
      })
      await db.auditLog.updateMany({
        where: { actorId: userId },
        data: { actorId: null },
      })
      await db.searchQuery.updateMany({
        where: { blockedById: userId },
        data: { blockedById: null },
      })
      await db.user.delete({ where: { id: userId }, select: { id: true } })
    },
  }
}
